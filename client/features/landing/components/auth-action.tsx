/** A call to action that knows who is visiting: to /auth when signed out, to /dashboard when signed in, Loading meanwhile. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { tokenStore } from '@/lib/api-client';
import { paths } from '@/lib/paths';

export interface AuthActionProps {
  /** What the action reads for a signed-out visitor. */
  label: string;
  /** Open the sign-up form rather than sign-in. */
  signUp?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  icon?: ReactNode;
}

// Only a visitor with a stored session asks who they are, through TanStack Query (the signed-in
// learner's query): that code loads then, so a first visit to the landing page goes without it.
const VisitorAction = lazy(() => import('./visitor-action'));

export function SignedOutAction({ label, signUp, variant = 'primary', size = 'md', className, icon }: AuthActionProps) {
  return (
    <Link to={paths.signIn()} state={signUp ? { mode: 'sign-up' } : undefined} className={buttonClasses(variant, size, className)}>
      {label}
      {icon}
    </Link>
  );
}

export function LoadingAction({ variant = 'primary', size = 'md', className }: AuthActionProps) {
  return (
    <Button variant={variant} size={size} className={className} disabled>
      Loading
    </Button>
  );
}

export function AuthAction(props: AuthActionProps) {
  // Without a stored token the answer is already known: signed out, no Loading flash.
  if (tokenStore.get() === null) return <SignedOutAction {...props} />;
  return (
    <Suspense fallback={<LoadingAction {...props} />}>
      <VisitorAction {...props} />
    </Suspense>
  );
}
