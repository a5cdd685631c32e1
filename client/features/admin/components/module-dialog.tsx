import { ModuleCreateSchema, ModuleUpdateSchema, type Module, type ModuleCreate } from '@common/schemas/module';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
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
  const create = useCreateModule();
  const update = useUpdateModule();
  // The new-module form defaults order to 1 (docs/product.md §10).
  const defaults = { name: module?.name ?? '', description: module?.description ?? '', order: String(module?.order ?? 1) };
  const { form, onSubmit } = useSaveForm('Module', module ? 'update' : 'create', module ? ModuleUpdateSchema : ModuleCreateSchema, defaults, {
    toInput: ({ order, ...values }) => ({ ...values, ...(module ? {} : { certificateId }), order: parseOrder(order) }),
    onDone,
    send: (body, callbacks) => (module ? update.mutate({ id: module.id, body }, callbacks) : create.mutate(body as ModuleCreate, callbacks)),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" {...form.field('name')} />
      <TextAreaField label="Description" {...form.field('description')} rows={4} />
      <TextField label="Order" type="number" inputMode="numeric" min={0} step={1} {...form.field('order')} hint="Modules are listed by order, lowest first." className="max-w-32" />
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
