/**
 * Offline, in the signed-in frame: a calm notice that the screen shows what it had, and the sync that
 * sends the outbox (quizzes finished offline, offline practice) whenever a connection is there.
 */
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { toast } from '../components/ui/toast';
import { useUser } from '../features/auth';
import { syncOutbox } from '../features/offline';
import { isOnline, useOnline } from '../lib/offline/online';
import { setOutboxOwner } from '../lib/offline/outbox';
import { revokeLeftSessions } from '../lib/offline/sign-out';

/** How often waiting entries are tried again while online (a server error, a flaky connection). */
const RETRY_MS = 20_000;

/** The quiz screens say it themselves, beside the answers. */
const QUIZ_ROUTES = [/^\/modules\/[^/]+\/quiz\//i, /^\/attempts\//i, /^\/offline\/\d+\//i];

export function OfflineBanner() {
  const online = useOnline();
  const { pathname } = useLocation();
  const hidden = online || QUIZ_ROUTES.some((r) => r.test(pathname));
  return (
    <div role="status">
      {!hidden && (
        <p className="flex items-start gap-2 border-b border-warning bg-warning-soft px-4 py-2 text-sm md:px-8">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <span className="font-semibold">Offline — showing what you had.</span>{' '}
            <span className="text-muted">Anything that needs the server waits until you are back online; quizzes you finish are kept and sent then.</span>
          </span>
        </p>
      )}
    </div>
  );
}

export function OfflineSync() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const online = useOnline();
  const userId = user?.id ?? null;

  useEffect(() => setOutboxOwner(userId), [userId]);

  useEffect(() => {
    if (userId === null || !online) return undefined;
    const run = () => {
      if (!isOnline()) return;
      // Sessions signed out of offline on this device end on the server now.
      void revokeLeftSessions();
      syncOutbox(userId, queryClient).then(
        (sent) => {
          if (sent > 0) toast({ title: 'Back online', description: `Sent ${sent === 1 ? 'one quiz' : `${sent} quizzes`} you finished offline. Your progress is up to date.`, variant: 'success' });
        },
        () => undefined,
      );
    };
    run();
    const id = setInterval(run, RETRY_MS);
    return () => clearInterval(id);
  }, [userId, online, queryClient]);

  return null;
}
