import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../components/ui/toast';
import { renderRoute } from '../features/quiz/test-utils';
import { AppLayout, isFocusedRoute } from './app-layout';

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

// jsdom lays nothing out, so the sidebar (desktop) and the bottom bar (phone) are both in the document.
const navigations = () => screen.getAllByRole('navigation', { name: 'Main navigation' });

describe('signed-in navigation', () => {
  it('marks the current screen in the sidebar and the bottom bar, by aria-current and not by colour alone', () => {
    renderRoute(<AppLayout />, { pattern: '/progress', path: '/progress' });
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
    renderRoute(<AppLayout />, { pattern: '/dashboard', path: '/dashboard' });
    await user.click(within(navigations()[1]!).getByRole('button', { name: 'Achievements' }));
    expect(await screen.findByText('Coming soon!')).toBeInTheDocument();
  });

  it.each([
    ['/certificates/:id/modules', '/certificates/3/modules'],
    ['/modules/:id/difficulty', '/modules/4/difficulty'],
    ['/quiz-results/:sessionId', '/quiz-results/9'],
  ])('marks Home as the section (not the current page) on %s', (pattern, path) => {
    renderRoute(<AppLayout />, { pattern, path });
    const sidebar = navigations()[0]!;
    const home = within(sidebar).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'true');
    expect(home).toHaveClass('font-semibold');
    expect(within(sidebar).getByRole('link', { name: 'Progress' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('marks Home as the current page on the dashboard', () => {
    renderRoute(<AppLayout />, { pattern: '/dashboard', path: '/dashboard' });
    for (const nav of navigations()) expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the bottom bar while practising', () => {
    renderRoute(<AppLayout />, { pattern: '/modules/:id/difficulty', path: '/modules/4/difficulty' });
    expect(navigations()).toHaveLength(1);
  });

  it('hides the bottom bar in an attempt of any mode, whose own bar holds Check and Continue', () => {
    expect(isFocusedRoute('/attempts/12')).toBe(true);
    renderRoute(<AppLayout />, { pattern: '/attempts/:attemptId', path: '/attempts/12' });
    expect(navigations()).toHaveLength(1);
  });
});
