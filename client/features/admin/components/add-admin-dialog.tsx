/** A signed-in administrator may register another one (the server allows it to a signed-in admin). */
import { AdminRegisterSchema } from '@common/schemas/admin';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useAdminRegister } from '../api/admin-register';
import { useZodForm } from '@/components/form/use-zod-form';
import { serverFieldErrors } from '@/lib/form-errors';
import { useAdminErrorToast } from './use-admin-error';

function AddAdminForm({ onDone }: { onDone: () => void }) {
  const form = useZodForm(AdminRegisterSchema, { username: '', password: '' });
  const register = useAdminRegister();
  const showError = useAdminErrorToast();

  const onSubmit = form.submit(
    (body) =>
      new Promise<void>((settled) =>
        register.mutate(body, {
          onSuccess: (admin) => {
            toast({ title: 'Admin registered successfully', description: `${admin.username} can now login with their credentials`, variant: 'success' });
            settled();
            onDone();
          },
          onError: (error) => {
            form.setServerErrors(serverFieldErrors(error));
            showError('Registration failed', error);
            settled();
          },
        }),
      ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label="Username" autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} hint="At least 8 characters." />
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
