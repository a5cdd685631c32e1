/** /auth: sign in, or create an account, with a toggle between the two (docs/product.md §2, §9, §11). */
import { CircleAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN } from '@common/schemas/limits';
import type { RegisterBody } from '@common/schemas/user';
import { PageSkeleton } from '@/app/page-skeleton';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ApiError, sessionNotice, tokenStore } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { serverFieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useLogin, useRegister } from './api/use-auth-mutations';
import { useUser } from './api/use-user';
import { AuthLayout, linkClasses } from './components/auth-layout';
import { loadAuthSchemas, prefetchAuthSchemas, type AuthSchemas } from './load-auth-schemas';
import { paths } from '@/lib/paths';

/** The schema of the current mode, loaded with the others on first use (load-auth-schemas.ts). */
const schemaOf = (mode: Mode) => (): Promise<AuthSchemas['LoginBodySchema'] | AuthSchemas['RegisterBodySchema']> =>
  loadAuthSchemas().then((schemas) => (mode === 'sign-in' ? schemas.LoginBodySchema : schemas.RegisterBodySchema));

type Mode = 'sign-in' | 'sign-up';
type Values = { firstName: string; lastName: string; email: string; password: string };

const EMPTY: Values = { firstName: '', lastName: '', email: '', password: '' };

/** A login refused because the account has no password yet (imported accounts) names the way out. */
const MIGRATION = /password reset|forgot password/i;

/**
 * Where to go after signing in: the guarded page that sent the visitor here (require-auth stores its
 * path in location.state.from; a location object is accepted too), else the dashboard. Only paths of
 * this app are followed, so a crafted state cannot send the learner to another site.
 */
export function destinationFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /^\/auth(?:[/?#]|$)/i.test(path)) return paths.dashboard();
  return path;
}

function initialMode(state: unknown): Mode {
  return (state as { mode?: unknown } | null)?.mode === 'sign-up' ? 'sign-up' : 'sign-in';
}

/** Field problems the server reported for a registration: its issues, a taken email, a refused password. */
function registrationErrors(error: Error): FieldErrors {
  const errors = serverFieldErrors(error);
  if (error instanceof ApiError && Object.keys(errors).length === 0) {
    if (error.status === 409) errors.email = error.message;
    else if (error.status === 400 && /password/i.test(error.message)) errors.password = error.message;
  }
  return errors;
}

export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const [mode, setMode] = useState<Mode>(() => initialMode(location.state));
  const [migration, setMigration] = useState(false);
  // Why the previous session ended, when the server ended it (account disabled, session revoked or expired).
  const [ended] = useState(() => sessionNotice.peek());
  useEffect(() => sessionNotice.clear(), []);
  const login = useLogin();
  const register = useRegister();
  const pending = login.isPending || register.isPending;
  const destination = destinationFrom(location.state);
  const signIn = mode === 'sign-in';
  useDocumentTitle(signIn ? 'Sign in' : 'Create account');
  // Each problem is said once, beside its field (no toast repeating it).
  const form = useZodForm(schemaOf(mode), EMPTY, { toInput: (values) => (signIn ? { email: values.email, password: values.password } : values) });

  if (user.data) return <Navigate to={destination} replace />;
  // A stored session is being checked; without a stored token the visitor is signed out already.
  if (user.isPending && tokenStore.get() !== null) return <PageSkeleton />;

  const switchMode = () => {
    setMode(signIn ? 'sign-up' : 'sign-in');
    form.clearErrors();
    setMigration(false);
  };

  const onSubmit = (event: FormEvent) => {
    if (!pending) setMigration(false);
    send(event);
  };

  const succeeded = (title: string, description: string) => {
    toast({ title, description, variant: 'success' });
    void navigate(destination, { replace: true });
  };

  // mutateAsync settles even when this page has already been left for the destination.
  const send = form.submit(async (body) => {
    if (signIn) {
      await login.mutateAsync(body).then(
        () => succeeded('Welcome back!', 'You have successfully logged in'),
        (error: Error) => {
          const placed = form.setServerErrors(serverFieldErrors(error));
          // Field errors are inline only. An account that needs a new password gets the Account Migration Required toast (docs/product.md §11) and,
          // once that has gone, the notice above the form with its way on (Forgot Password).
          if (MIGRATION.test(error.message)) {
            setMigration(true);
            toast({ title: 'Account Migration Required', description: "Your account needs to be updated. Please use 'Forgot Password' to complete the migration.", variant: 'destructive' });
          } else if (!placed) toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
        },
      );
    } else {
      await register.mutateAsync(body as RegisterBody).then(
        () => succeeded('Welcome!', 'Your account has been created successfully'),
        (error: Error) => {
          if (!form.setServerErrors(registrationErrors(error))) toast({ title: 'Registration failed', description: error.message, variant: 'destructive' });
        },
      );
    }
  });

  return (
    <AuthLayout
      footer={
        <Link to={paths.landing()} className="inline-flex min-h-11 items-center text-muted underline-offset-4 hover:text-fg hover:underline">
          Back to home
        </Link>
      }
    >
      <h1 className="text-2xl font-bold md:text-3xl">{signIn ? 'Welcome back' : 'Create your account'}</h1>
      <p className="mt-2 text-muted">{signIn ? 'Sign in to pick up your practice where you left off.' : 'Start your 7-day free trial. No credit card required.'}</p>

      {ended && !migration && (
        <div role="alert" className="mt-5 flex gap-3 rounded-lg border border-warning bg-warning-soft p-3 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <p>
            <strong className="font-semibold">You have been signed out.</strong> {ended}
            {/disabled/i.test(ended) ? ' If you think this is a mistake, contact the people who run this site.' : ''}
          </p>
        </div>
      )}

      {migration && (
        <div role="alert" className="mt-5 flex gap-3 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p>
            Your account needs a new password before you can sign in.{' '}
            <Link to={paths.forgotPassword()} className="font-medium text-fg underline underline-offset-4">
              Set one with Forgot Password
            </Link>
            .
          </p>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} onFocus={prefetchAuthSchemas} onChange={prefetchAuthSchemas} className="mt-6 space-y-4">
        {!signIn && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
            <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
          </div>
        )}
        <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} inputMode="email" {...form.field('email')} />
        <div>
          <PasswordField
            label="Password"
            autoComplete={signIn ? 'current-password' : 'new-password'}
            hint={signIn ? undefined : `At least ${PASSWORD_MIN} characters, and not a common password such as "password123".`}
            {...form.field('password')}
          />
          {signIn && (
            <div className="mt-1 flex justify-end">
              <Link to={paths.forgotPassword()} className={`${linkClasses} text-sm`}>
                Forgot password?
              </Link>
            </div>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={pending}>
          {signIn ? (login.isPending ? 'Signing In...' : 'Sign In') : register.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>

      <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1.5 border-t border-border pt-4 text-center text-sm text-muted">
        {signIn ? "Don't have an account?" : 'Already have an account?'}
        <button type="button" onClick={switchMode} className={linkClasses}>
          {signIn ? 'Create an account' : 'Sign in'}
        </button>
      </p>
    </AuthLayout>
  );
}
