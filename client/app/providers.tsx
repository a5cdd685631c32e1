import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { UpdatePrompt } from './pwa/update-prompt';

/** What every screen shares. The QueryClient is not here: it loads with the screens that use it (query-provider.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
      <UpdatePrompt />
    </>
  );
}
