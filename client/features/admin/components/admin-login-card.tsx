/**
 * The admin login card. On first run (no administrator exists yet, so a sign-in could only fail) it is the
 * "Create your admin account" form instead, which signs the new administrator in.
 */
import { GraduationCap, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AdminCredentialsSchema, AdminRegisterSchema } from '@common/schemas/admin';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField, TextField } from '@/components/ui/field';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminLogin } from '../api/admin-login';
import { useAdminRegister } from '../api/admin-register';
import { useAdminStatus } from '../api/get-admin-status';
import { serverFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';

type Mode = 'login' | 'register';

export function AdminLoginCard() {
  const status = useAdminStatus();
  // Without a session, open registration means that no administrator exists yet. It can close while the card is
  // open (another tab registered the first admin): the card then becomes the login form.
  const registrationOpen = status.data?.registrationOpen === true;
  const mode: Mode = registrationOpen ? 'register' : 'login';
  // On the app's form pattern (components/form/use-zod-form.ts): each problem once, beside its field.
  const form = useZodForm(mode === 'login' ? AdminCredentialsSchema : AdminRegisterSchema, { username: '', password: '' });
  const login = useAdminLogin();
  const register = useAdminRegister();
  const pending = login.isPending || register.isPending;
  useDocumentTitle(status.isPending ? 'Admin panel' : mode === 'login' ? 'Admin login' : 'Create your admin account');

  const onSubmit = form.submit((credentials) => {
    if (mode === 'login') {
      login.mutate(credentials, {
        onSuccess: () => toast({ title: 'Admin login successful', description: 'Welcome to the admin panel', variant: 'success' }),
        onError: (error) => {
          form.setServerErrors(serverFieldErrors(error));
          toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
        },
      });
    } else {
      register.mutate(credentials, {
        onSuccess: () =>
          login.mutate(credentials, {
            onSuccess: () => toast({ title: 'Admin account created', description: 'Welcome to the admin panel: start with a certificate.', variant: 'success' }),
            onError: (error) => {
              form.setValue('password', '');
              toast({ title: 'Your account was created, but signing in failed', description: `${error.message}. Sign in with your new username and password.`, variant: 'destructive' });
            },
          }),
        onError: (error) => {
          form.setServerErrors(serverFieldErrors(error));
          toast({ title: 'Registration failed', description: error.message, variant: 'destructive' });
        },
      });
    }
  });

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4 md:p-8">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-center">
          <GraduationCap aria-hidden="true" className="size-8 text-primary" />
          <div className="text-left">
            <p className="leading-tight font-bold">CertDrill</p>
            <p className="text-sm text-muted">Admin panel</p>
          </div>
        </div>
        {status.isPending ? (
          <Card className="space-y-4 p-6 md:p-8">
            <LoadingRegion label="Loading the admin panel">
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="mt-4 h-4 w-full" />
              <Skeleton className="mt-6 h-11 w-full" />
              <Skeleton className="mt-4 h-11 w-full" />
            </LoadingRegion>
          </Card>
        ) : (
          <Card className="p-6 md:p-8">
            <h1 className="text-2xl font-bold md:text-3xl">{mode === 'login' ? 'Admin login' : 'Create your admin account'}</h1>
            <p className="mt-2 text-muted">{mode === 'login' ? 'Sign in with your administrator username and password.' : 'Choose a username and a password of at least 8 characters.'}</p>

            {mode === 'register' && (
              <div className="mt-5 flex gap-3 rounded-lg bg-primary-soft p-3 text-primary-soft-fg">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p className="text-sm">No administrator exists yet. This first account manages certificates, modules, questions and learners, and can add other administrators.</p>
              </div>
            )}

            <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
              <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
              <PasswordField
                label="Password"
                autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                {...form.field('password')}
                hint={mode === 'register' ? 'At least 8 characters.' : undefined}
              />
              <Button type="submit" className="w-full" disabled={pending}>
                {mode === 'login' ? (login.isPending ? 'Signing in...' : 'Sign in') : pending ? 'Creating account...' : 'Create account'}
              </Button>
            </form>

            {mode === 'login' && <p className="mt-6 border-t border-border pt-4 text-center text-sm text-muted">New administrators are added by an existing administrator.</p>}
          </Card>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={paths.landing()} className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:text-fg hover:underline">
            Go to the learner site
          </Link>
        </p>
      </div>
    </main>
  );
}
