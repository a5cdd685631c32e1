/** The admin login card, which can switch to creating an admin account while registration is open. */
import { GraduationCap, ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AdminCredentialsSchema, AdminRegisterSchema } from '../../../../common/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField, TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminLogin } from '../api/admin-login';
import { useAdminRegister } from '../api/admin-register';
import { useAdminStatus } from '../api/get-admin-status';
import { serverFieldErrors, useFocusFirstError, validate, type FieldErrors } from '../../../lib/form-errors';

type Mode = 'login' | 'register';

export function AdminLoginCard() {
  const status = useAdminStatus();
  const registrationOpen = status.data?.registrationOpen === true;
  const [chosenMode, setMode] = useState<Mode>('login');
  // Registration can close while the card is open (another tab registered the first admin).
  const mode: Mode = chosenMode === 'register' && registrationOpen ? 'register' : 'login';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const login = useAdminLogin();
  const register = useAdminRegister();
  const pending = login.isPending || register.isPending;
  useDocumentTitle(mode === 'login' ? 'Admin login' : 'Create your admin account');

  const switchTo = (next: Mode) => {
    setMode(next);
    setErrors({});
    setPassword('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(mode === 'login' ? AdminCredentialsSchema : AdminRegisterSchema, { username, password });
    if (!result.success) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    if (mode === 'login') {
      login.mutate(result.data, {
        onSuccess: () => toast({ title: 'Admin login successful', description: 'Welcome to the admin panel', variant: 'success' }),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
        },
      });
    } else {
      register.mutate(result.data, {
        onSuccess: () => {
          toast({ title: 'Admin registered successfully', description: 'You can now login with your credentials', variant: 'success' });
          switchTo('login');
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast({ title: 'Registration failed', description: error.message, variant: 'destructive' });
        },
      });
    }
  };

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
        <Card className="p-6 md:p-8">
          <h1 className="text-2xl font-bold md:text-3xl">{mode === 'login' ? 'Admin login' : 'Create your admin account'}</h1>
          <p className="mt-2 text-muted">
            {mode === 'login' ? 'Sign in with your administrator username and password.' : 'Choose a username and a password of at least 8 characters.'}
          </p>

          {mode === 'login' && registrationOpen && (
            <div className="mt-5 flex gap-3 rounded-lg bg-primary-soft p-3 text-primary-soft-fg">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p className="text-sm">No administrator exists yet. Create the first admin account to manage certificates, modules and questions.</p>
            </div>
          )}

          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={errors.username}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              hint={mode === 'register' ? 'At least 8 characters.' : undefined}
            />
            <Button type="submit" className="w-full" disabled={pending}>
              {mode === 'login' ? (login.isPending ? 'Signing in...' : 'Sign in') : register.isPending ? 'Creating account...' : 'Create account'}
            </Button>
          </form>

          <div className="mt-6 border-t border-border pt-4 text-center text-sm">
            {mode === 'register' ? (
              <button type="button" onClick={() => switchTo('login')} className="min-h-11 font-medium text-primary underline-offset-4 hover:underline">
                Back to login
              </button>
            ) : status.isPending ? (
              <Skeleton className="mx-auto h-5 w-48" />
            ) : registrationOpen ? (
              <button type="button" onClick={() => switchTo('register')} className="min-h-11 font-medium text-primary underline-offset-4 hover:underline">
                Create your admin account
              </button>
            ) : (
              <p className="text-muted">New administrators are added by an existing administrator.</p>
            )}
          </div>
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:text-fg hover:underline">
            Go to the learner site
          </Link>
        </p>
      </div>
    </main>
  );
}
