/**
 * The one way a client test renders: `renderApp(<Screen />, { path: '/modules/:id', url: '/modules/4' })`.
 * It gives the screen what the app gives it (a router, a QueryClient with the app's defaults, which
 * never retry, tooltips and toasts, StrictMode as main.tsx has), caches the signed-in learner, and shows
 * where the router went (path, query and hash) in `data-testid="location"`. The API is the fake of client/test/api-fake.ts.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment, StrictMode, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@common/schemas/user';
import { authKeys } from '@/features/auth';
import { Toaster } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { tokenStore } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { ADMIN, fake, USER } from './api-fake';

// Radix positions tooltips with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export interface RenderAppOptions {
  /** Where the router starts. */
  url?: string;
  /** location.state on arrival, as require-auth or a link sets it. */
  state?: unknown;
  /** The route pattern the screen is rendered at (its params); defaults to `url`'s path. */
  path?: string;
  /** Other routes, e.g. `{ '/quiz-results/:id': <p>Results page</p> }`; anything else shows "Elsewhere". */
  routes?: Record<string, ReactNode>;
  /** The signed-in learner cached as the app's current user (null: none cached). */
  user?: CurrentUser | null;
  /** A learner token stored as sign-in does, sent as the Bearer of every learner call. */
  token?: string;
  /** A signed-in administrator (the fake's GET /api/admin/me answers them; admin calls ride a cookie). */
  admin?: boolean;
  queryClient?: QueryClient;
  /** StrictMode, as main.tsx renders (effects run twice on mount). */
  strict?: boolean;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export function renderApp(ui: ReactElement, options: RenderAppOptions = {}) {
  const { url = '/', path = parsePath(url).pathname ?? url, routes = {}, user = USER, token, queryClient = createQueryClient(), strict = true } = options;
  if (user && !queryClient.getQueryData(authKeys.user())) queryClient.setQueryData(authKeys.user(), user);
  if (token) tokenStore.set(token);
  if (options.admin) fake.seed({ admin: ADMIN });
  const Mode = strict ? StrictMode : Fragment;
  const result = render(
    <Mode>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <MemoryRouter initialEntries={[{ ...parsePath(url), state: options.state }]}>
            <Routes>
              <Route path={path} element={ui} />
              {Object.entries(routes).map(([pattern, element]) => (
                <Route key={pattern} path={pattern} element={element} />
              ))}
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
            <Location />
          </MemoryRouter>
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </Mode>,
  );
  return { ...result, user: userEvent.setup(), queryClient };
}
