import { useState, type FormEvent } from 'react';
import { CertificateInputSchema, LEVELS, type Certificate } from '../../../../common/schemas/certificate';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateCertificate } from '../api/create-certificate';
import { useUpdateCertificate } from '../api/update-certificate';
import { FormActions } from './form-actions';
import { useSaveForm } from './use-save-form';

const LEVEL_OPTIONS = [{ value: '', label: 'Choose a level' }, ...LEVELS.map((level) => ({ value: level, label: level }))];

function CertificateForm({ certificate, onDone }: { certificate: Certificate | null; onDone: () => void }) {
  const [name, setName] = useState(certificate?.name ?? '');
  const [description, setDescription] = useState(certificate?.description ?? '');
  const [level, setLevel] = useState<string>(certificate?.level ?? '');
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const { errors, formRef, save } = useSaveForm('Certificate', onDone);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = { name, description, level };
    if (certificate) save('update', CertificateInputSchema, values, (body, callbacks) => update.mutate({ id: certificate.id, body }, callbacks));
    else save('create', CertificateInputSchema, values, (body, callbacks) => create.mutate(body, callbacks));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextAreaField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} rows={4} />
      <SelectField label="Level" value={level} onChange={(e) => setLevel(e.target.value)} options={LEVEL_OPTIONS} error={errors.level} />
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
