/**
 * /reset-password: choose a new password with the token of a mailed link (docs/product.md §2, §9, §11). The server
 * mails <APP_URL>/reset-password#access_token=<token>&type=recovery (server/modules/auth/service.ts).
 */
import { CircleAlert, CircleCheck, Link2Off } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN } from '@common/schemas/limits';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from './api/use-auth-mutations';
import { AuthLayout, linkClasses } from './components/auth-layout';
import { loadAuthSchemas, prefetchAuthSchemas } from './load-auth-schemas';

const loadSchema = () => loadAuthSchemas().then((schemas) => schemas.ResetPasswordFormSchema);
import { paths } from '@/lib/paths';

/** docs/product.md §9: after a reset, and after an invalid link, the screen moves on to /auth after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000;

/** The token of the link: `access_token` in the hash fragment (`token` is accepted too). */
export function resetTokenFrom(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = (params.get('access_token') ?? params.get('token'))?.trim();
  return token ? token : null;
}

/**
 * Asks the server whether the link can still be used (GET /api/reset-password/:token, which does not
 * use it up), so a used or expired link is reported on arrival, before two passwords are typed. Only a
 * 400 condemns the link: without an answer (offline) the form stays, and the reset itself decides.
 */
function useLinkRefusedOnLoad(token: string | null): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (token === null) return;
    let live = true;
    api<void>(`/api/reset-password/${encodeURIComponent(token)}`).catch((error: unknown) => {
      if (live && error instanceof ApiError && error.status === 400) setRefused(true);
    });
    return () => {
      live = false;
    };
  }, [token]);
  return refused;
}

/** Whole seconds left of a countdown that starts when `active` does, shown beside an automatic move. */
function useSecondsLeft(active: boolean, ms: number): number {
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    if (!active || left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [active, left]);
  return left;
}

export default function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the token then leaves the address bar, so it is not kept in the history.
  const [token] = useState(() => resetTokenFrom(location.hash));
  // Both boxes filled, the same twice, and the server's password rules (auth-schemas.ts).
  const form = useZodForm(loadSchema, { password: '', confirm: '' });
  const [linkRefused, setLinkRefused] = useState(false);
  const [updated, setUpdated] = useState(false);
  const reset = useResetPassword();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refusedOnLoad = useLinkRefusedOnLoad(token);
  const invalid = token === null || (refusedOnLoad && !updated);
  const redirecting = invalid || updated;
  const secondsLeft = useSecondsLeft(redirecting, REDIRECT_DELAY_MS);
  useDocumentTitle(invalid ? 'Invalid Reset Link' : updated ? 'Password updated' : 'Reset password');

  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state as unknown });
  }, [location, navigate]);

  useEffect(() => {
    if (!redirecting) return;
    headingRef.current?.focus();
    const timer = setTimeout(() => void navigate(paths.signIn(), { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const send = form.submit(({ password }) =>
    reset.mutateAsync({ password, access_token: token ?? '' }).then(
      () => {
        // The session of this device went with the others (use-auth-mutations.ts).
        toast({ title: 'Password updated!', description: 'Your password has been successfully updated', variant: 'success' });
        setUpdated(true);
      },
      (error: Error) => {
        // A refused link and a refused password are said inline; a toast only for anything else.
        if (/invalid|expired/i.test(error.message)) setLinkRefused(true);
        else if (/password/i.test(error.message)) form.setServerErrors({ password: error.message });
        else toast({ title: 'Failed to reset password', description: error.message, variant: 'destructive' });
      },
    ),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || token === null || invalid) return;
    setLinkRefused(false);
    send(event);
  };

  const countdown = (
    <>
      Taking you to the sign-in page in{' '}
      <span className="font-semibold text-fg tabular-nums">
        {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}
      </span>
      ...
    </>
  );

  if (invalid) {
    return (
      <AuthLayout>
        <span className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <Link2Off aria-hidden="true" className="size-6" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none md:text-3xl">
          Invalid Reset Link
        </h1>
        <p className="mt-2 text-muted">
          {token === null ? 'This password reset link is invalid or has expired.' : 'This password reset link has been used already or has expired: links work once, for one hour.'}
        </p>
        <p className="mt-2 text-sm text-muted">{countdown}</p>
        <div className="mt-6 space-y-3">
          <Link to={paths.forgotPassword()} className={buttonClasses('primary', 'md', 'w-full')}>
            Request a New Link
          </Link>
          <Link to={paths.signIn()} className={buttonClasses('secondary', 'md', 'w-full')}>
            Back to Sign In
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (updated) {
    return (
      <AuthLayout>
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none md:text-3xl">
          Password updated
        </h1>
        <p className="mt-2 text-muted">Your password has been changed.</p>
        <p className="mt-2 text-sm text-muted">{countdown}</p>
        <Link to={paths.signIn()} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          Sign In Now
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <Link to={paths.signIn()} className={linkClasses}>
          Back to Sign In
        </Link>
      }
    >
      <h1 className="text-2xl font-bold md:text-3xl">Choose a new password</h1>
      <p className="mt-2 text-muted">Pick a password you do not use anywhere else. You will then sign in again on each of your devices.</p>

      {linkRefused && (
        <div role="alert" className="mt-5 flex gap-3 rounded-lg border border-danger bg-danger-soft p-3 text-sm">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <p>
            This link can no longer be used.{' '}
            <Link to={paths.forgotPassword()} className="font-medium text-fg underline underline-offset-4">
              Request a new link
            </Link>
            .
          </p>
        </div>
      )}

      <form noValidate onSubmit={onSubmit} onFocus={prefetchAuthSchemas} onChange={prefetchAuthSchemas} className="mt-6 space-y-4">
        <PasswordField label="New password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters, and not a common password such as "password123".`} {...form.field('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...form.field('confirm')} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Updating Password...' : 'Update Password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
