/**
 * The landing page's call to action for a visitor with a stored session: the signed-in learner's query
 * (the one the signed-in screens read), in the app's QueryClient, which loads with this module.
 */
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Link } from 'react-router';
import { queryClient } from '@/app/query-provider';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useUser } from '@/features/auth';
import { LoadingAction, SignedOutAction, type AuthActionProps } from './auth-action';

function Action(props: AuthActionProps) {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingAction {...props} />;
  if (!user) return <SignedOutAction {...props} />;
  const { variant = 'primary', size = 'md', className, icon } = props;
  return (
    <Link to={paths.dashboard()} className={buttonClasses(variant, size, className)}>
      Go to Dashboard
      {icon}
    </Link>
  );
}

export default function VisitorAction(props: AuthActionProps) {
  // The landing page has no QueryClient provider of its own (one above it, as in a test, is used as it is).
  const above = useContext(QueryClientContext);
  if (above) return <Action {...props} />;
  return (
    <QueryClientProvider client={queryClient}>
      <Action {...props} />
    </QueryClientProvider>
  );
}
