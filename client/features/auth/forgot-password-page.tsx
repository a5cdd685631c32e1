/** /forgot-password: ask for a reset link by email, then confirm it is on its way (docs/product.md §2, §9, §11). */
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForgotPassword } from './api/use-auth-mutations';
import { AuthLayout, linkClasses } from './components/auth-layout';
import { loadAuthSchemas, prefetchAuthSchemas } from './load-auth-schemas';

const loadSchema = () => loadAuthSchemas().then((schemas) => schemas.ForgotPasswordBodySchema);
import { paths } from '@/lib/paths';

const EMAIL_REQUIRED = 'Please enter your email address.';

export default function ForgotPasswordPage() {
  const form = useZodForm(loadSchema, { email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // How many more emails went to the same address from the "Check your email" screen, and whether the last one failed.
  const [resent, setResent] = useState(0);
  const [resendFailed, setResendFailed] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(sentTo ? 'Check your email' : 'Forgot password');

  const wasSent = useRef(false);
  const { setFocus } = form;

  // The screen changes under the keyboard user: take focus to where the new content starts, and back
  // on the form to the email (still filled in), so Enter sends again.
  useEffect(() => {
    if (sentTo) sentHeadingRef.current?.focus();
    else if (wasSent.current) setFocus('email');
    wasSent.current = sentTo !== null;
  }, [sentTo, setFocus]);

  const send = form.submit((body) =>
    forgot.mutateAsync(body).then(
      () => {
        toast({ title: 'Email sent!', description: 'Check your email for password reset instructions', variant: 'success' });
        setSentTo(body.email);
      },
      (failure: Error) => toast({ title: 'Failed to send email', description: failure.message, variant: 'destructive' }),
    ),
  );

  const onSubmit = (event: FormEvent) => {
    // An empty box is asked for at once, before the validation rules have loaded.
    if (!forgot.isPending && form.getValues('email').trim() === '') {
      event.preventDefault();
      form.setError('email', { type: 'required', message: EMAIL_REQUIRED }, { shouldFocus: true });
      return;
    }
    send(event);
  };

  /** Send Another Email really sends, to the same address, and says so on the same screen. */
  const resend = () => {
    if (!sentTo || forgot.isPending) return;
    setResendFailed(null);
    forgot.mutate(
      { email: sentTo },
      {
        onSuccess: () => setResent((n) => n + 1),
        onError: (failure) => setResendFailed(failure.message),
      },
    );
  };

  const backToSignIn = (
    <Link to={paths.signIn()} className={buttonClasses('secondary', 'md', 'w-full')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Sign In
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout>
        <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h1 ref={sentHeadingRef} tabIndex={-1} className="mt-4 text-2xl font-bold outline-none md:text-3xl">
          Check your email
        </h1>
        <p className="mt-2 text-muted">
          If an account exists for <span className="font-medium wrap-anywhere text-fg">{sentTo}</span>, a link to reset its password is on its way. The link works for one hour.
        </p>
        <p className="mt-2 text-sm text-muted">Nothing arrived after a few minutes? Check your spam folder, or send another email.</p>
        <p role="status" className="mt-3 text-sm font-medium empty:hidden">
          {resendFailed === null && resent > 0 && `Another email is on its way to ${sentTo}${resent > 1 ? ` (${resent} sent again)` : ''}. Only the newest link works.`}
        </p>
        {resendFailed !== null && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            Could not send another email: {resendFailed}
          </p>
        )}
        <div className="mt-6 space-y-3">
          <Button className="w-full" onClick={resend} disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Another Email'}
          </Button>
          {backToSignIn}
          <button
            type="button"
            onClick={() => {
              setResent(0);
              setResendFailed(null);
              setSentTo(null);
            }}
            className={`${linkClasses} mx-auto w-fit text-sm`}
          >
            Use a different email
          </button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      footer={
        <Link to={paths.signIn()} className={`${linkClasses} gap-1.5`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Sign In
        </Link>
      }
    >
      <h1 className="text-2xl font-bold md:text-3xl">Forgot your password?</h1>
      <p className="mt-2 text-muted">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form noValidate onSubmit={onSubmit} onFocus={prefetchAuthSchemas} onChange={prefetchAuthSchemas} className="mt-6 space-y-4">
        <TextField label="Email" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} inputMode="email" {...form.field('email')} />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
