import { useRef, useState, type FormEvent } from 'react';
import { ModuleCreateSchema, ModuleUpdateSchema, type Module } from '../../../../common/schemas/module';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useCreateModule } from '../api/create-module';
import { useUpdateModule } from '../api/update-module';
import { FormActions } from './form-actions';
import { serverFieldErrors, useFocusFirstError, validate, type FieldErrors } from '../../../lib/form-errors';
import { useAdminErrorToast } from './use-admin-error';

/** An empty box means "not given" (a new module then gets order 1); anything else must be a whole number. */
function parseOrder(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function ModuleForm({ certificateId, module, onDone }: { certificateId: number; module: Module | null; onDone: () => void }) {
  const [name, setName] = useState(module?.name ?? '');
  const [description, setDescription] = useState(module?.description ?? '');
  // SPEC §9: the new-module form defaults order to 1.
  const [order, setOrder] = useState(String(module?.order ?? 1));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const create = useCreateModule();
  const update = useUpdateModule();
  const showError = useAdminErrorToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const fail = (verb: 'create' | 'update') => (error: Error) => {
      setErrors(serverFieldErrors(error));
      showError(`Failed to ${verb} module`, error);
    };
    if (module) {
      const result = validate(ModuleUpdateSchema, { name, description, order: parseOrder(order) });
      if (!result.success) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      update.mutate(
        { id: module.id, body: result.data },
        {
          onSuccess: () => {
            toast({ title: 'Module updated successfully', variant: 'success' });
            onDone();
          },
          onError: fail('update'),
        },
      );
    } else {
      const result = validate(ModuleCreateSchema, { name, description, certificateId, order: parseOrder(order) });
      if (!result.success) {
        setErrors(result.errors);
        return;
      }
      setErrors({});
      create.mutate(result.data, {
        onSuccess: () => {
          toast({ title: 'Module created successfully', variant: 'success' });
          onDone();
        },
        onError: fail('create'),
      });
    }
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
