import { CertificateInputSchema, LEVELS, type Certificate } from '@common/schemas/certificate';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useCreateCertificate } from '../api/create-certificate';
import { useUpdateCertificate } from '../api/update-certificate';
import { FormActions } from './form-actions';
import { useSaveForm } from './use-save-form';

const LEVEL_OPTIONS = [{ value: '', label: 'Choose a level' }, ...LEVELS.map((level) => ({ value: level, label: level }))];

function CertificateForm({ certificate, onDone }: { certificate: Certificate | null; onDone: () => void }) {
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const { form, onSubmit } = useSaveForm(
    'Certificate',
    certificate ? 'update' : 'create',
    CertificateInputSchema,
    { name: certificate?.name ?? '', description: certificate?.description ?? '', level: certificate?.level ?? '' },
    { onDone, send: (body, callbacks) => (certificate ? update.mutate({ id: certificate.id, body }, callbacks) : create.mutate(body, callbacks)) },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" {...form.field('name')} />
      <TextAreaField label="Description" {...form.field('description')} rows={4} />
      <SelectField label="Level" {...form.field('level')} options={LEVEL_OPTIONS} />
      <FormActions submitLabel={certificate ? 'Save changes' : 'Create certificate'} pending={create.isPending || update.isPending} onCancel={onDone} />
    </form>
  );
}

/** Create (certificate null) or edit a certificate. */
export function CertificateDialog({ open, certificate, onOpenChange }: { open: boolean; certificate: Certificate | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={certificate ? 'Edit certificate' : 'New certificate'}>
      <CertificateForm certificate={certificate} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
