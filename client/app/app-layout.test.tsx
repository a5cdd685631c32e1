import 'fake-indexeddb/auto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../components/ui/toast';
import { QuizHistoryList } from '../features/profile';
import { fake, USER } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { tokenStore } from '../lib/api-client';
import { peekFlash } from '../lib/flash';
import { createQueryClient } from '../lib/query-client';
import { AppLayout, isFocusedRoute, navSection } from './app-layout';
import { authKeys } from '../features/auth';

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

// jsdom lays nothing out, so the sidebar (desktop) and the bottom bar (phone) are both in the document.
const navigations = () => screen.getAllByRole('navigation', { name: 'Main navigation' });

describe('signed-in navigation', () => {
  it('marks the current screen in the sidebar and the bottom bar, by aria-current and not by colour alone', () => {
    renderApp(<AppLayout />, { path: '/progress', url: '/progress' });
    expect(navigations()).toHaveLength(2);
    for (const nav of navigations()) {
      const current = within(nav).getByRole('link', { name: 'Progress' });
      expect(current).toHaveAttribute('aria-current', 'page');
      expect(current).toHaveClass('font-semibold');
      const other = within(nav).getByRole('link', { name: 'Home' });
      expect(other).not.toHaveAttribute('aria-current');
      expect(other).not.toHaveClass('font-semibold');
      expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    }
  });

  it('says Achievements are coming soon', async () => {
    const user = userEvent.setup();
    renderApp(<AppLayout />, { path: '/dashboard', url: '/dashboard' });
    await user.click(within(navigations()[1]!).getByRole('button', { name: 'Achievements' }));
    expect(await screen.findByText('Coming soon!')).toBeInTheDocument();
  });

  it.each([
    ['/certificates/:id/modules', '/certificates/3/modules'],
    ['/modules/:id/difficulty', '/modules/4/difficulty'],
    ['/quiz-results/:sessionId', '/quiz-results/9'],
  ])('marks Home as the section (not the current page) on %s', (pattern, path) => {
    renderApp(<AppLayout />, { path: pattern, url: path });
    const sidebar = navigations()[0]!;
    const home = within(sidebar).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'true');
    expect(home).toHaveClass('font-semibold');
    expect(within(sidebar).getByRole('link', { name: 'Progress' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it("marks Profile (not Home) on results opened from Profile's quiz history", async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    client.setQueryData(authKeys.user(), USER);
    const entry = {
      id: 9,
      moduleId: 3,
      moduleName: 'Incident Management',
      difficulty: 'easy',
      score: 8,
      totalQuestions: 10,
      timeUsed: 90,
      completedAt: '2026-03-10T09:30:00.000Z',
      mode: 'practice',
      title: 'Incident Management · Easy',
      passed: null,
    } as const;
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/profile']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/profile" element={<QuizHistoryList history={[entry]} />} />
              <Route path="/quiz-results/:sessionId" element={<h1>Results</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('link', { name: /Incident Management/ }));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    const sidebar = navigations()[0]!;
    const profile = within(sidebar).getByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-current', 'true');
    expect(profile).toHaveClass('font-semibold');
    expect(within(sidebar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a section from link state only on results, and only a known section', () => {
    expect(navSection('/quiz-results/9', { section: '/profile' })).toBe('/profile');
    expect(navSection('/quiz-results/9', { section: '/elsewhere' })).toBe('/dashboard');
    expect(navSection('/quiz-results/9', null)).toBe('/dashboard');
    expect(navSection('/modules/4/difficulty', { section: '/profile' })).toBe('/dashboard');
  });

  it('marks Home as the current page on the dashboard', () => {
    renderApp(<AppLayout />, { path: '/dashboard', url: '/dashboard' });
    for (const nav of navigations()) expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks Home softer as the section than as the current page, in the sidebar and the bottom bar', () => {
    const { unmount } = renderApp(<AppLayout />, { path: '/dashboard', url: '/dashboard' });
    const [sidebarPage, bottomPage] = navigations().map((nav) => within(nav).getByRole('link', { name: 'Home' }));
    expect(sidebarPage).toHaveAttribute('aria-current', 'page');
    expect(sidebarPage).toHaveClass('bg-primary-soft');
    expect(bottomPage).toHaveClass('before:bg-primary');
    unmount();
    renderApp(<AppLayout />, { path: '/quiz-results/:sessionId', url: '/Quiz-Results/9/' });
    const section = within(navigations()[0]!).getByRole('link', { name: 'Home' });
    expect(section).toHaveAttribute('aria-current', 'true');
    expect(section).toHaveClass('font-semibold');
    expect(section).not.toHaveClass('bg-primary-soft');
  });

  it('hides the bottom bar while practising', () => {
    renderApp(<AppLayout />, { path: '/modules/:id/difficulty', url: '/modules/4/difficulty' });
    expect(navigations()).toHaveLength(1);
  });

  it('hides the bottom bar in an attempt of any mode, whose own bar holds Check and Continue', () => {
    expect(isFocusedRoute('/attempts/12')).toBe(true);
    renderApp(<AppLayout />, { path: '/attempts/:attemptId', url: '/attempts/12' });
    expect(navigations()).toHaveLength(1);
  });
});

describe('signing out offline', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signs out on this device without the server, after the unsent-work warning, and says when the server session ends', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = fake;
    tokenStore.set('tok-offline');
    localStorage.setItem('certdrill.attempt.4.pending', '{"0":{"answer":"A"}}');
    renderApp(<AppLayout />, { path: '/profile', url: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out and delete unsent work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out and delete' }));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(localStorage.getItem('certdrill.attempt.4.pending')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/logout')).toEqual([]);
    expect(peekFlash()).toMatchObject({ title: 'Signed out on this device', description: expect.stringContaining('ends when it expires') });
    // Remembered alone, to end the session on the server at the next sign-in or sign-out online.
    expect(JSON.parse(localStorage.getItem('certdrill.revokeTokens') ?? '[]')).toEqual(['tok-offline']);
  });

  it('online, signs out through the server as before, first ending a session left from an offline sign-out', async () => {
    const user = userEvent.setup();
    const { calls } = fake;
    server.use(http.post('/api/logout', () => new HttpResponse(null, { status: 204 })));
    tokenStore.set('tok-online');
    localStorage.setItem('certdrill.revokeTokens', JSON.stringify(['tok-old']));
    renderApp(<AppLayout />, { path: '/profile', url: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(calls.filter((c) => c.path === '/api/logout').length).toBeGreaterThanOrEqual(2);
    expect(localStorage.getItem('certdrill.revokeTokens')).toBeNull();
    expect(peekFlash()).toMatchObject({ title: 'Logged out successfully' });
  });

  it('with the server out of reach although the browser says online, still signs out on this device', async () => {
    const user = userEvent.setup();
    fake.seed({ online: false });
    tokenStore.set('tok-flaky');
    renderApp(<AppLayout />, { path: '/profile', url: '/profile' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(peekFlash()).toMatchObject({ title: 'Signed out on this device' });
  });
});
