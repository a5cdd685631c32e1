/** The signed-in frame: a sidebar on desktop, a bottom bar on phones (hidden while practising). */
import { BarChart3, CloudDownload, GraduationCap, Home, LogOut, Trophy, User } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, matchPath, NavLink, Outlet, useLocation } from 'react-router';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/toast';
import { cn } from '../lib/cn';
import { setFlash, SIGNED_OUT_FLASH } from '../lib/flash';
import { useUser } from '../features/auth';
import { useLogout } from '../features/auth';
import { ApiError, signOutInProgress } from '../lib/api-client';
import { unsentCount } from '../lib/offline/clear-device-data';
import { isOnline } from '../lib/offline/online';
import { revokeLeftSessions, signOutOnDevice, SIGNED_OUT_OFFLINE_FLASH } from '../lib/offline/sign-out';
import { OfflineBanner, OfflineSync } from './offline-sync';
import { ThemeToggle } from './theme-toggle';
import { paths } from '../lib/paths';

const NAV = [
  { to: paths.dashboard(), label: 'Home', icon: Home },
  { to: paths.progress(), label: 'Progress', icon: BarChart3 },
  // Not a place yet: a button that says so.
  { to: null, label: 'Achievements', icon: Trophy },
  { to: paths.profile(), label: 'Profile', icon: User },
] as const;

const P = paths.patterns;

/** Module list, difficulty, quiz and results screens hide the bottom bar (docs/product.md §3). */
const FOCUSED_ROUTES = [P.certificateModules, P.moduleDifficulty, P.quiz, P.attempt, P.results];

/** An offline quiz (/offline/<module id>/practice or study), not an offline result (/offline/results/<id>). */
function isOfflineQuiz(pathname: string): boolean {
  const params = matchPath(P.offlineQuiz, pathname)?.params;
  return !!params && /^\d+$/.test(params.moduleId ?? '') && /^(practice|study)$/i.test(params.mode ?? '');
}

export function isFocusedRoute(pathname: string): boolean {
  return FOCUSED_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null) || isOfflineQuiz(pathname);
}

/**
 * The navigation entry whose section a path belongs to. Practice (a certificate's modules, a
 * difficulty, a quiz and its results) starts from Home's certificates, so it is Home's section. The
 * entry is marked as the current *page* only on its own screen; inside its section it is marked as the
 * current location (aria-current="true", with a softer look than the current page's), so a screen
 * reader does not announce "Home, current page" on a results screen. A screen opened from another
 * section keeps that section when the link says so in its state ({ section: paths.profile() } on
 * Profile's quiz history), so results opened from there mark Profile.
 */
export function navSection(pathname: string, state?: unknown): string | null {
  const from = typeof state === 'object' && state !== null && 'section' in state ? state.section : undefined;
  if (typeof from === 'string' && matchPath(P.results, pathname) && NAV.some(({ to }) => to === from)) return from;
  if (matchPath(P.dashboard, pathname) || isFocusedRoute(pathname)) return paths.dashboard();
  const entry = NAV.find(({ to }) => to !== null && (pathname === to || pathname.startsWith(`${to}/`)));
  return entry ? entry.to : null;
}

function comingSoon() {
  toast({ title: 'Coming soon!', description: 'Achievements are on their way.' });
}

/**
 * Sign-out forgets everything of the learner on this device: the session, the kept server answers,
 * the outbox, offline modules and results (docs/offline.md). Unsent work is named first, with a
 * choice to stay signed in until it is sent. `dialog` is that question, to render beside the button.
 * Offline (or with the server out of reach) the learner is signed out on this device all the same,
 * and told that the server's session ends later (lib/offline/sign-out.ts).
 */
export function useSignOut(): { signOut: () => void; pending: boolean; dialog: ReactNode } {
  const logout = useLogout();
  const [unsent, setUnsent] = useState<number | null>(null);
  const leave = (serverTold: boolean) => {
    // The cache is left as it is until the page load below empties it: clearing it here would
    // re-render the guard, which would send the learner to /auth first and show the notice there.
    // Nothing more is kept from this session on this device (docs/offline.md): the token, kept
    // answers, outbox and offline modules go before the page load, which empties memory.
    const cleared = signOutOnDevice(serverTold);
    // Said on the landing page after the reload, where it can be read (lib/flash.ts).
    setFlash(serverTold ? SIGNED_OUT_FLASH : SIGNED_OUT_OFFLINE_FLASH);
    void cleared.finally(() => window.location.assign(paths.landing()));
  };
  const proceed = () => {
    // Offline the server cannot be told: the learner is signed out on this device all the same.
    if (!isOnline()) return leave(false);
    // First any session signed out of offline earlier on this device, then this one.
    signOutInProgress.start();
    void revokeLeftSessions().finally(() =>
      logout.mutate(undefined, {
        onSuccess: () => leave(true),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 0) return leave(false);
          signOutInProgress.cancel();
          toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
        },
      }),
    );
  };
  const signOut = () => void unsentCount().then((n) => (n > 0 ? setUnsent(n) : proceed()));
  const dialog = (
    <ConfirmDialog
      open={unsent !== null}
      onOpenChange={(open) => !open && setUnsent(null)}
      title="Sign out and delete unsent work?"
      description={`${unsent === 1 ? 'One quiz or answer' : `${unsent ?? 0} quizzes or answers`} done on this device ${unsent === 1 ? 'has' : 'have'} not reached the server yet. Signing out deletes ${unsent === 1 ? 'it' : 'them'} from this device. Stay signed in and go online to send ${unsent === 1 ? 'it' : 'them'} first.`}
      confirmLabel="Sign out and delete"
      cancelLabel="Stay signed in"
      destructive
      pending={logout.isPending}
      onConfirm={() => {
        setUnsent(null);
        proceed();
      }}
    />
  );
  return { signOut, pending: logout.isPending, dialog };
}

/** How a navigation entry is marked: the current page, the section the current screen belongs to, or neither. */
type NavMark = 'page' | 'section' | null;

/** The entries of NAV, as the sidebar and the bottom bar each lay them out. */
function NavItems({ buttonClassName, linkClassName }: { buttonClassName: string; linkClassName: (mark: NavMark) => string }) {
  const location = useLocation();
  const { pathname } = location;
  const section = navSection(pathname, location.state as unknown);
  return NAV.map(({ to, label, icon: Icon }) => {
    if (to === null) {
      return (
        <li key={label}>
          <button type="button" onClick={comingSoon} className={buttonClassName}>
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </button>
        </li>
      );
    }
    const mark: NavMark = section !== to ? null : matchPath(to, pathname) ? 'page' : 'section';
    return (
      <li key={label}>
        <Link to={to} aria-current={mark === 'page' ? 'page' : mark === 'section' ? 'true' : undefined} className={linkClassName(mark)}>
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </Link>
      </li>
    );
  });
}

function Sidebar() {
  const { data: user } = useUser();
  const { signOut, pending, dialog } = useSignOut();
  return (
    <aside aria-label="Main" className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r border-border bg-surface p-4 md:flex">
      <div className="flex items-center gap-2 px-2 py-3">
        <GraduationCap aria-hidden="true" className="size-7 shrink-0 text-primary" />
        {/* docs/product.md §1: the navigation title names a cloud-platform certification quiz. */}
        <span className="min-w-0">
          <span className="block text-lg leading-tight font-bold">CertDrill</span>
          <span className="block text-xs text-muted">Cloud platform certification quiz</span>
        </span>
      </div>
      <nav aria-label="Main navigation" className="mt-6 flex-1">
        <ul className="space-y-1">
          <NavItems
            buttonClassName="flex h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-muted hover:bg-surface-2 hover:text-fg"
            // The current page is filled; its section (a results screen is Home's) is only bold and coloured.
            linkClassName={(mark) =>
              cn(
                'flex h-11 items-center gap-3 rounded-lg px-3',
                mark === 'page' && 'bg-primary-soft font-semibold text-primary-soft-fg',
                mark === 'section' && 'font-semibold text-primary hover:bg-surface-2',
                mark === null && 'font-medium text-muted hover:bg-surface-2 hover:text-fg',
              )
            }
          />
          <li>
            <NavLink
              to={paths.offline()}
              className={({ isActive }) =>
                cn('flex h-11 items-center gap-3 rounded-lg px-3', isActive ? 'bg-primary-soft font-semibold text-primary-soft-fg' : 'font-medium text-muted hover:bg-surface-2 hover:text-fg')
              }
            >
              <CloudDownload aria-hidden="true" className="size-5" />
              Offline practice
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="space-y-3 border-t border-border pt-4">
        <ThemeToggle />
        {user && (
          <div className="px-2">
            <p className="truncate font-semibold">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-sm text-muted">{user.email}</p>
          </div>
        )}
        <Button variant="secondary" className="w-full" onClick={signOut} disabled={pending}>
          <LogOut aria-hidden="true" className="size-4" />
          {pending ? 'Logging out...' : 'Logout'}
        </Button>
        {dialog}
      </div>
    </aside>
  );
}

function BottomBar() {
  return (
    <nav aria-label="Main navigation" className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] md:hidden">
      <ul className="grid grid-cols-4">
        <NavItems
          buttonClassName="flex h-16 w-full flex-col items-center justify-center gap-1 text-xs text-muted"
          // The current screen is told by a bar and weight as well as by colour (WCAG 1.4.1).
          // The current page also has a bar above it; its section is only bold and coloured.
          linkClassName={(mark) =>
            cn(
              'relative flex h-16 flex-col items-center justify-center gap-1 text-xs',
              mark === 'page' && 'font-semibold text-primary before:absolute before:inset-x-6 before:top-0 before:h-1 before:rounded-b-full before:bg-primary',
              mark === 'section' && 'font-semibold text-primary',
              mark === null && 'font-medium text-muted',
            )
          }
        />
      </ul>
    </nav>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const focused = isFocusedRoute(pathname);
  return (
    <div className="flex min-h-dvh">
      <a href="#main" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <Sidebar />
      <main id="main" tabIndex={-1} className={cn('min-w-0 flex-1 outline-none', !focused && 'pb-20 md:pb-0')}>
        <OfflineBanner />
        <Outlet />
      </main>
      {!focused && <BottomBar />}
      <OfflineSync />
    </div>
  );
}
