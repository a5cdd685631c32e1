/**
 * "A new version is ready — Reload": asked politely, never while a quiz is on screen (its answers and
 * clock matter more), and the learner may carry on with the old version until they choose.
 */
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUpdateReady } from './update-store';

/** A quiz under way: the prompt waits until the learner leaves it. */
const QUIZ_ROUTES = [/^\/attempts\//i, /^\/modules\/[^/]+\/quiz\//i, /^\/offline\/\d+\//i];

export function isQuizRoute(pathname: string): boolean {
  return QUIZ_ROUTES.some((r) => r.test(pathname));
}

export function UpdatePrompt() {
  const apply = useUpdateReady();
  const { pathname } = useLocation();
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  const shown = apply !== null && !later && !isQuizRoute(pathname);
  return (
    <div role="status" aria-live="polite">
      {shown && (
        <div className="fixed inset-x-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-lg md:right-6 md:bottom-6 md:left-auto">
          <p className="min-w-0 flex-1 text-sm">
            <span className="font-semibold">A new version is ready.</span> <span className="text-muted">Reload to use it; nothing you did is lost.</span>
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setLater(true)}>
              Later
            </Button>
            <Button
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                void apply().catch(() => window.location.reload());
              }}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Reload
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
