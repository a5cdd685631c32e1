/**
 * The app's one QueryClient, created when the first screen that reads or writes server data loads
 * (router.tsx's withData), so the landing page does without TanStack Query (lib/light-query.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { attachQueryClient } from '../lib/light-query';
import { createQueryClient } from '../lib/query-client';

export const queryClient = createQueryClient();
attachQueryClient(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
