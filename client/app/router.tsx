/** Every route of docs/product.md §2. Screens load on demand, so the landing page carries no quiz, progress or admin code. */
import { lazy as reactLazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { tokenStore } from '../lib/api-client';
import { isOnline } from '../lib/offline/online';
import { paths } from '../lib/paths';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

type ScreenModule = Promise<{ default: ComponentType }>;

/** How to start loading a lazy screen, and the route elements that show it. */
const loaderOf = new WeakMap<object, () => ScreenModule>();

/** React's lazy, remembering how to start the download early (see AppRoutes). */
function lazy(load: () => ScreenModule): LazyExoticComponent<ComponentType> {
  const Component = reactLazy(load);
  loaderOf.set(Component, load);
  return Component;
}

function page(Component: LazyExoticComponent<ComponentType>): ReactElement {
  const element = (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
  const load = loaderOf.get(Component);
  if (load) loaderOf.set(element, load);
  return element;
}

/**
 * A screen that reads or writes server data: its code and the QueryClient's provider load together,
 * in parallel, so the landing page and the 404 page need neither (the landing page's counts are one plain request).
 */
function withData(load: () => ScreenModule): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ QueryProvider }, { default: Screen }] = await Promise.all([import('./query-provider'), load()]);
    return {
      default: function WithData() {
        return (
          <QueryProvider>
            <Screen />
          </QueryProvider>
        );
      },
    };
  });
}

const Landing = lazy(() => import('../features/landing/landing-page'));
// The account screens read and write through TanStack Query, like every other screen.
const SignIn = withData(() => import('../features/auth/sign-in-page'));
const ForgotPassword = withData(() => import('../features/auth/forgot-password-page'));
const ResetPassword = withData(() => import('../features/auth/reset-password-page'));
const Admin = withData(() => import('./admin-shell'));
const Dashboard = lazy(() => import('../features/dashboard/dashboard-page'));
const Modules = lazy(() => import('../features/modules/modules-page'));
const Difficulty = lazy(() => import('../features/difficulty/difficulty-page'));
const Quiz = lazy(() => import('../features/quiz/quiz-page'));
const Attempt = lazy(() => import('../features/quiz/attempt-page'));
const Results = lazy(() => import('../features/results/results-page'));
const Profile = lazy(() => import('../features/profile/profile-page'));
const Progress = lazy(() => import('../features/progress/progress-page'));
const Offline = lazy(() => import('../features/offline/offline-page'));
const OfflineQuiz = lazy(() => import('../features/offline/offline-quiz-page'));
const OfflineResult = lazy(() => import('../features/offline/offline-result-page'));
const NotFound = lazy(() => import('./not-found-page'));
// The signed-in frame (guard, sidebar, tooltips) loads with the first signed-in screen, not with the landing page.
// Its screens render inside it, so inside its QueryClient provider.
const SignedIn = withData(() => import('./signed-in-shell'));

/** What a route may carry beside its screen. */
interface RouteHandle {
  /** Asks for the data the screen shows first, so it travels with the session check, not after it. */
  prefetch: () => Promise<void>;
}

const dashboardData: RouteHandle = {
  prefetch: async () => {
    const [{ queryClient }, { certificatesQuery }] = await Promise.all([import('./query-provider'), import('../features/dashboard/api/get-certificates')]);
    await queryClient.prefetchQuery(certificatesQuery);
  },
};

const P = paths.patterns;

// Path matching is case-insensitive: React Router routes are, unless marked caseSensitive.
export const routes: RouteObject[] = [
  { path: P.landing, element: page(Landing) },
  { path: P.signIn, element: page(SignIn) },
  { path: P.forgotPassword, element: page(ForgotPassword) },
  { path: P.resetPassword, element: page(ResetPassword) },
  { path: P.admin, element: page(Admin) },
  {
    element: page(SignedIn),
    children: [
      { path: P.dashboard, element: page(Dashboard), handle: dashboardData },
      { path: P.certificateModules, element: page(Modules) },
      { path: P.moduleDifficulty, element: page(Difficulty) },
      { path: P.quiz, element: page(Quiz) },
      { path: P.attempt, element: page(Attempt) },
      { path: P.results, element: page(Results) },
      { path: P.profile, element: page(Profile) },
      { path: P.progress, element: page(Progress) },
      { path: P.offline, element: page(Offline) },
      { path: P.offlineQuiz, element: page(OfflineQuiz) },
      { path: P.offlineResult, element: page(OfflineResult) },
    ],
  },
  { path: '*', element: page(NotFound) },
];

/**
 * The declarative router (inside main.tsx's BrowserRouter): the app uses no loaders, actions or
 * blockers, and the data router would add some 16 KB of compressed JavaScript to every page.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Every screen of the address starts downloading at once, with its first data when a session is
  // stored. Otherwise a nested screen would wait for its frame, and a signed-in screen for the
  // session check, before even asking for its code. (Should the session have ended, the guard sends
  // the visitor to /auth, and a sign-in clears what the prefetch left in the cache.)
  useMemo(() => {
    for (const { route } of matchRoutes(routes, pathname) ?? []) {
      void loaderOf.get(route.element as object)?.();
      // Offline, the screen shows what the device kept (app/query-provider.tsx) instead.
      if (tokenStore.get() !== null && isOnline()) void (route.handle as RouteHandle | undefined)?.prefetch();
    }
  }, [pathname]);
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>
    </>
  );
}
