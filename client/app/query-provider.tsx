/**
 * The app's one QueryClient, created when the first screen that reads or writes server data loads
 * (router.tsx's withData), so the landing page does without TanStack Query (lib/light-query.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userQueryKey } from '../features/auth/api/fetch-user';
import { SESSION_ENDED_EVENT } from '../lib/api-client';
import { attachQueryClient, resetServerData } from '../lib/light-query';
import { createQueryClient } from '../lib/query-client';

export const queryClient = createQueryClient();
attachQueryClient(queryClient);

// A signed-in learner whose token stops working (an administrator disabled the account, the session was revoked)
// is signed out here: RequireAuth then sends them to the sign-in page, which says why (api-client's sessionNotice).
if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_ENDED_EVENT, () => {
    if (!queryClient.getQueryData(userQueryKey)) return;
    // After the failing request has settled, not inside it.
    setTimeout(() => resetServerData([[userQueryKey, null]]), 0);
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
