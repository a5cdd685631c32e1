/**
 * The app's one QueryClient, created when the first screen that reads or writes server data loads
 * (router.tsx's withData), so a first visit to the landing page does without TanStack Query
 * (features/landing: its public counts are one plain request).
 *
 * The learner's answers are kept on the device (lib/offline/persist.ts) and restored before any
 * screen asks for them, so that a screen opened without a connection shows what it had. Online,
 * what was restored is asked for again at once; offline it stays as it was.
 */
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { SESSION_ENDED_EVENT, tokenStore } from '../lib/api-client';
import { isOnline } from '../lib/offline/online';
import { persister, PERSIST_MAX_AGE, sessionBuster } from '../lib/offline/persist';
import { shouldPersistQuery } from './persisted-queries';
import { createQueryClient } from '../lib/query-client';
import { paths } from '../lib/paths';

export const queryClient = createQueryClient();

// A signed-in learner whose token stops working (an administrator disabled the account, the session was revoked)
// is signed out: a full page load of the sign-in page, which says why (api-client's sessionNotice), and leaves
// nothing of the session in memory, as Logout does. The answers kept for offline use go too; the outbox stays,
// so work done offline is sent once the learner signs in again. Public pages stay where they are.
const PUBLIC_PATHS = /^\/(?:auth|forgot-password|reset-password)?\/?$/i;
if (typeof window !== 'undefined') {
  window.addEventListener(SESSION_ENDED_EVENT, () => {
    if (PUBLIC_PATHS.test(window.location.pathname)) return;
    persister.stop();
    queryClient.clear();
    void Promise.resolve(persister.removeClient()).finally(() => window.location.assign(paths.signIn()));
  });
}

/**
 * Each screen's provider restores what was kept for the session signed in *now*: the buster is read
 * when the provider mounts, not once per page load, so a sign-in since (no page load between) never
 * brings back what the signed-out visit kept, such as "no learner".
 */
function persistOptionsNow() {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE,
    buster: sessionBuster(tokenStore.get()),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

function refreshRestored() {
  if (isOnline()) void queryClient.invalidateQueries({ predicate: (query) => shouldPersistQuery(query) && query.state.dataUpdatedAt < startedAt });
}
const startedAt = Date.now();

export function QueryProvider({ children }: { children: ReactNode }) {
  const [persistOptions] = useState(persistOptionsNow);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={refreshRestored}>
      {children}
    </PersistQueryClientProvider>
  );
}
