/** A signed-in administrator may register another one (the server allows it to a signed-in admin). */
import { useRef, useState, type FormEvent } from 'react';
import { AdminRegisterSchema } from '../../../../common/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PasswordField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useAdminRegister } from '../api/admin-register';
import { serverFieldErrors, useFocusFirstError, validate, type FieldErrors } from '../../../lib/form-errors';
import { useAdminErrorToast } from './use-admin-error';

function AddAdminForm({ onDone }: { onDone: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const register = useAdminRegister();
  const showError = useAdminErrorToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(AdminRegisterSchema, { username, password });
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    register.mutate(result.data, {
      onSuccess: (admin) => {
        toast({ title: 'Admin registered successfully', description: `${admin.username} can now login with their credentials`, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        showError('Registration failed', error);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} />
      <PasswordField label="Password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} hint="At least 8 characters." />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Adding...' : 'Add administrator'}
        </Button>
      </div>
    </form>
  );
}

export function AddAdminDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add administrator" description="The new administrator signs in with this username and password.">
      <AddAdminForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
