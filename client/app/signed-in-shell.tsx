import { TooltipProvider } from '../components/ui/tooltip';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';

/** Guarded routes: a signed-out visitor goes to /auth; a learner gets the app frame. */
export default function SignedInShell() {
  return (
    <RequireAuth>
      <TooltipProvider>
        <AppLayout />
      </TooltipProvider>
    </RequireAuth>
  );
}
