import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../features/quiz/test-utils';
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
    const { calls } = mockApi((call) => (call.path === '/api/auth/user' ? new Promise<Response>(() => {}) : undefined));
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    // The first screen loads its modules (the QueryClient and its persister among them) on demand: give it time on a busy machine.
    const wait = { timeout: 5_000 };
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/auth/user')).toBe(true), wait);
    await vi.waitFor(() => expect(dashboardRequested).toHaveBeenCalledOnce(), wait);
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/certificates')).toBe(true), wait);
    // The session check has not answered: the screen itself is not shown yet.
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('asks for no learner data without a stored session, and sends the visitor to sign in', async () => {
    const { calls } = mockApi(() => undefined);
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/certificates')).toHaveLength(0);
  });
});
