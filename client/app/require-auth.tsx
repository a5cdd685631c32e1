import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUser } from '../features/auth/api/use-user';
import { PageSkeleton } from './page-skeleton';

/** Sends a signed-out visitor to /auth, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending, isError } = useUser();
  const location = useLocation();
  if (isPending) return <PageSkeleton />;
  if (!user || isError) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
