import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fake, slow } from '@/test/api-fake';
import { server } from '@/test/server';
import { queryClient } from './query-provider';
import { AppRoutes } from './router';

// Stands in for the dashboard's code, to see when it is asked for.
const dashboardRequested = vi.hoisted(() => vi.fn());
vi.mock('../features/dashboard/dashboard-page', () => {
  dashboardRequested();
  return { default: () => <h1>Dashboard</h1> };
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  // The app's one QueryClient outlives a test, as it outlives a screen; a session check left unanswered must not carry over.
  queryClient.clear();
});

describe('routes', () => {
  it("asks for a signed-in screen's code and first data while the session is still being checked, not after", async () => {
    localStorage.setItem('certdrill.accessToken', 'stored-token');
    const { calls } = fake;
    server.use(
      http.get(
        '/api/auth/user',
        slow('infinite', () => HttpResponse.json(null)),
      ),
    );
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(dashboardRequested).toHaveBeenCalledOnce(), { timeout: 10_000 });
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/certificates')).toBe(true), { timeout: 10_000 });
    // The session check has not answered: the screen itself is not shown yet.
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('asks for no learner data without a stored session, and sends the visitor to sign in', async () => {
    fake.seed({ user: null });
    const { calls } = fake;
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/certificates')).toHaveLength(0);
  });
});
