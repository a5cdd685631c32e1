import { useRef, useState, type FormEvent } from 'react';
import { CertificateInputSchema, LEVELS, type Certificate } from '../../../../common/schemas/certificate';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useCreateCertificate } from '../api/create-certificate';
import { useUpdateCertificate } from '../api/update-certificate';
import { FormActions } from './form-actions';
import { serverFieldErrors, useFocusFirstError, validate, type FieldErrors } from '../../../lib/form-errors';
import { useAdminErrorToast } from './use-admin-error';

const LEVEL_OPTIONS = [{ value: '', label: 'Choose a level' }, ...LEVELS.map((level) => ({ value: level, label: level }))];

function CertificateForm({ certificate, onDone }: { certificate: Certificate | null; onDone: () => void }) {
  const [name, setName] = useState(certificate?.name ?? '');
  const [description, setDescription] = useState(certificate?.description ?? '');
  const [level, setLevel] = useState<string>(certificate?.level ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const create = useCreateCertificate();
  const update = useUpdateCertificate();
  const showError = useAdminErrorToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(CertificateInputSchema, { name, description, level });
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const onError = (verb: 'create' | 'update') => (error: Error) => {
      setErrors(serverFieldErrors(error));
      showError(`Failed to ${verb} certificate`, error);
    };
    if (certificate) {
      update.mutate(
        { id: certificate.id, body: result.data },
        {
          onSuccess: () => {
            toast({ title: 'Certificate updated successfully', variant: 'success' });
            onDone();
          },
          onError: onError('update'),
        },
      );
    } else {
      create.mutate(result.data, {
        onSuccess: () => {
          toast({ title: 'Certificate created successfully', variant: 'success' });
          onDone();
        },
        onError: onError('create'),
      });
    }
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
