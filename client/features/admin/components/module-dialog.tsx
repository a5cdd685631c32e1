import { useState, type FormEvent } from 'react';
import { ModuleCreateSchema, ModuleUpdateSchema, type Module } from '../../../../common/schemas/module';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateModule } from '../api/create-module';
import { useUpdateModule } from '../api/update-module';
import { FormActions } from './form-actions';
import { useSaveForm } from './use-save-form';

/** An empty box means "not given" (a new module then gets order 1); anything else must be a whole number. */
function parseOrder(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function ModuleForm({ certificateId, module, onDone }: { certificateId: number; module: Module | null; onDone: () => void }) {
  const [name, setName] = useState(module?.name ?? '');
  const [description, setDescription] = useState(module?.description ?? '');
  // The new-module form defaults order to 1 (docs/product.md §10).
  const [order, setOrder] = useState(String(module?.order ?? 1));
  const create = useCreateModule();
  const update = useUpdateModule();
  const { errors, formRef, save } = useSaveForm('Module', onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (module) save('update', ModuleUpdateSchema, { name, description, order: parseOrder(order) }, (body, callbacks) => update.mutate({ id: module.id, body }, callbacks));
    else save('create', ModuleCreateSchema, { name, description, certificateId, order: parseOrder(order) }, (body, callbacks) => create.mutate(body, callbacks));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextAreaField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} rows={4} />
      <TextField
        label="Order"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={order}
        onChange={(e) => setOrder(e.target.value)}
        error={errors.order}
        hint="Modules are listed by order, lowest first."
        className="max-w-32"
      />
      <FormActions submitLabel={module ? 'Save changes' : 'Create module'} pending={create.isPending || update.isPending} onCancel={onDone} />
    </form>
  );
}

/** Create (module null) or edit a module of a certificate. */
export function ModuleDialog({ open, certificateId, module, onOpenChange }: { open: boolean; certificateId: number; module: Module | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={module ? 'Edit module' : 'New module'}>
      <ModuleForm certificateId={certificateId} module={module} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
