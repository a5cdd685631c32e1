/** Profile's "Delete account": what goes, the password to confirm, and a clean landing when it is done. */
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EraseAccountSchema } from '@common/schemas/learner-admin';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { clearSession, resetSession } from '@/features/auth';
import { useDeleteAccount } from '../api/delete-account';
import { paths } from '@/lib/paths';

export const DELETED_TOAST = 'Your account and data were deleted';

/** The body the server checks (EraseAccountSchema), with an empty password said as what to do. */
const ConfirmSchema = EraseAccountSchema.extend({ password: z.string().min(1, 'Enter your password to confirm').max(256, 'Password must be at most 256 characters long') });

export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  // On the app's form pattern (components/form/use-zod-form.ts): the problem, the server's too, beside the field.
  const form = useZodForm(ConfirmSchema, { password: '' });
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = form.submit(
    ({ password }) =>
      new Promise<void>((settled) =>
        remove.mutate(password, {
          onSuccess: () => {
            settled();
            // The account and its sessions are gone on the server: forget them here and land on the landing page.
            void navigate(paths.landing(), { replace: true });
            clearSession();
            resetSession(queryClient, null);
            toast({ title: DELETED_TOAST, description: 'Thank you for practising with CertDrill. You can create a new account at any time.', variant: 'success' });
          },
          onError: (failure) => {
            settled();
            form.setServerErrors({ password: failure.message });
          },
        }),
      ),
  );

  return (
    <section aria-labelledby="delete-account">
      <Card className="flex flex-col gap-4 border-danger/40 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id="delete-account" className="text-lg font-semibold">
            Delete account
          </h2>
          <p className="mt-1 text-sm text-muted">Erase your account and everything you have practised here. This cannot be undone.</p>
        </div>
        <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
          <RadixAlertDialog.Trigger asChild>
            <Button variant="danger" className="w-full md:w-auto md:shrink-0">
              <Trash2 aria-hidden="true" className="size-5" />
              Delete account
            </Button>
          </RadixAlertDialog.Trigger>
          <RadixAlertDialog.Portal>
            <RadixAlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <RadixAlertDialog.Content
              className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-xl"
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                form.setFocus('password');
              }}
            >
              <RadixAlertDialog.Title className="text-lg font-semibold">Delete your account?</RadixAlertDialog.Title>
              <RadixAlertDialog.Description asChild>
                <div className="mt-2 space-y-2 text-muted">
                  <p>This erases, for good:</p>
                  <ul className="list-disc space-y-1 pl-5">
                    <li>your account, name and email address</li>
                    <li>every quiz and mock exam you have taken, with your answers and scores</li>
                    <li>your progress, streaks, readiness and review schedule</li>
                    <li>the problems you reported on questions</li>
                  </ul>
                  <p>You will be signed out on every device. Nothing can be restored afterwards.</p>
                </div>
              </RadixAlertDialog.Description>
              <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
                <PasswordField label="Password" hint="Your password confirms that it is you." autoComplete="current-password" {...form.field('password')} disabled={remove.isPending} />
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <RadixAlertDialog.Cancel className={buttonClasses('secondary')} disabled={remove.isPending}>
                    Keep my account
                  </RadixAlertDialog.Cancel>
                  <button type="submit" className={buttonClasses('danger')} disabled={remove.isPending}>
                    {remove.isPending ? 'Deleting...' : 'Delete my account'}
                  </button>
                </div>
              </form>
            </RadixAlertDialog.Content>
          </RadixAlertDialog.Portal>
        </RadixAlertDialog.Root>
      </Card>
    </section>
  );
}
