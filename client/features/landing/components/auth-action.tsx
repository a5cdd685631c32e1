/** A call to action that knows who is visiting: to /auth when signed out, to /dashboard when signed in, Loading meanwhile. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { tokenStore } from '../../../lib/api-client';
import { useVisitor } from '../../auth';

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

export function AuthAction({ label, signUp, variant = 'primary', size = 'md', className, icon }: AuthActionProps) {
  const { data: user, isPending } = useVisitor();
  // Without a stored token the answer is already known: signed out, no Loading flash.
  if (isPending && tokenStore.get() !== null) {
    return (
      <Button variant={variant} size={size} className={className} disabled>
        Loading
      </Button>
    );
  }
  if (user) {
    return (
      <Link to="/dashboard" className={buttonClasses(variant, size, className)}>
        Go to Dashboard
        {icon}
      </Link>
    );
  }
  return (
    <Link to="/auth" state={signUp ? { mode: 'sign-up' } : undefined} className={buttonClasses(variant, size, className)}>
      {label}
      {icon}
    </Link>
  );
}
