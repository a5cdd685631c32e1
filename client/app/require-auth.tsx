import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUser } from '../features/auth';
import { PageSkeleton } from './page-skeleton';
import { paths } from '../lib/paths';

/** Sends a signed-out visitor to /auth, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSkeleton />;
  // A failed check keeps the learner it knew (offline, or the server unreachable); a 401 is null.
  if (!user) return <Navigate to={paths.signIn()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
