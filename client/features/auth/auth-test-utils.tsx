/** Test set-up for the public screens (landing, /auth, /forgot-password, /reset-password): the page at a URL, signed in or not. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CurrentUser } from '@common/schemas/user';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { authKeys } from './api/keys';

export { json, mockApi, type Call } from '../quiz/test-utils';
/** The sign-in page, for other features' tests that navigate to /auth. */
export { default as SignInPage } from './sign-in-page';

export const USER: CurrentUser = { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '2025-06-01T10:00:00.000Z' };

/** Where the router is: path, query and hash, for assertions on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

export interface RenderOptions {
  /** The URL to open, hash included. */
  url: string;
  /** The route pattern the page is mounted on (default: the URL's path). */
  pattern?: string;
  /** location.state on arrival, as require-auth or a link sets it. */
  state?: unknown;
  /** A learner already known to be signed in. Without it the visitor is signed out (no stored token). */
  user?: CurrentUser;
  /** Other routes to mount, e.g. the sign-in page behind the landing page. */
  routes?: Record<string, ReactElement>;
}

/** Renders the page in StrictMode (as main.tsx does), with a fresh query cache and the toaster. */
export function renderPublic(page: ReactElement, { url, pattern, state, user, routes = {} }: RenderOptions) {
  const target = new URL(url, 'http://localhost');
  const client = createQueryClient();
  if (user) client.setQueryData(authKeys.user(), user);
  const tree = (
    <>
      <MemoryRouter initialEntries={[{ pathname: target.pathname, search: target.search, hash: target.hash, state }]}>
        <Routes>
          <Route path={pattern ?? target.pathname} element={page} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </>
  );
  const result = render(
    <StrictMode>
      <QueryClientProvider client={client}>{tree}</QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, client };
}
