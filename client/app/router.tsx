/** Every route of SPEC §2. Screens load on demand, so the landing page carries no quiz, progress or admin code. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorBoundary } from './route-error-boundary';

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component />
    </Suspense>
  );
}

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * A screen that reads or writes server data: its code and the QueryClient's provider load together,
 * in parallel, so the landing page and the 404 page need neither (see lib/light-query.ts).
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
const SignIn = withData(() => import('../features/auth/sign-in-page'));
const ForgotPassword = withData(() => import('../features/auth/forgot-password-page'));
const ResetPassword = withData(() => import('../features/auth/reset-password-page'));
const Admin = withData(() => import('./admin-shell'));
const Dashboard = lazy(() => import('../features/dashboard/dashboard-page'));
const Modules = lazy(() => import('../features/modules/modules-page'));
const Difficulty = lazy(() => import('../features/difficulty/difficulty-page'));
const Quiz = lazy(() => import('../features/quiz/quiz-page'));
const Results = lazy(() => import('../features/results/results-page'));
const Profile = lazy(() => import('../features/profile/profile-page'));
const Progress = lazy(() => import('../features/progress/progress-page'));
const NotFound = lazy(() => import('./not-found-page'));
// The signed-in frame (guard, sidebar, tooltips) loads with the first signed-in screen, not with the landing page.
// Its screens render inside it, so inside its QueryClient provider.
const SignedIn = withData(() => import('./signed-in-shell'));

// Path matching is case-insensitive: React Router routes are, unless marked caseSensitive.
export const routes: RouteObject[] = [
  { path: '/', element: page(Landing) },
  { path: '/auth', element: page(SignIn) },
  { path: '/forgot-password', element: page(ForgotPassword) },
  { path: '/reset-password', element: page(ResetPassword) },
  { path: '/admin/*', element: page(Admin) },
  {
    element: page(SignedIn),
    children: [
      { path: '/dashboard', element: page(Dashboard) },
      { path: '/certificates/:id/modules', element: page(Modules) },
      { path: '/modules/:id/difficulty', element: page(Difficulty) },
      { path: '/modules/:moduleId/quiz/:difficulty', element: page(Quiz) },
      { path: '/quiz-results/:sessionId', element: page(Results) },
      { path: '/profile', element: page(Profile) },
      { path: '/progress', element: page(Progress) },
    ],
  },
  { path: '*', element: page(NotFound) },
];

/**
 * The declarative router (inside main.tsx's BrowserRouter): the app uses no loaders, actions or
 * blockers, and the data router would add some 16 KB of compressed JavaScript to every page.
 */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
