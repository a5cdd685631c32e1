/**
 * The app's one QueryClient, created when the first screen that reads or writes server data loads
 * (router.tsx's withData), so the landing page does without TanStack Query (lib/light-query.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SESSION_ENDED_EVENT } from '../lib/api-client';
import { attachQueryClient } from '../lib/light-query';
import { createQueryClient } from '../lib/query-client';

export const queryClient = createQueryClient();
attachQueryClient(queryClient);

// A signed-in learner whose token stops working (an administrator disabled the account, the session was revoked)
// is signed out: a full page load of the sign-in page, which says why (api-client's sessionNotice), and leaves
// nothing of the session in memory, as Logout does. Public pages stay where they are.
const PUBLIC_PATHS = /^\/(?:auth|forgot-password|reset-password)?\/?$/i;
if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_ENDED_EVENT, () => {
    if (PUBLIC_PATHS.test(window.location.pathname)) return;
    queryClient.clear();
    window.location.assign('/auth');
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
