import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { Progress } from '@common/schemas/progress';
import type { HistoryEntry } from '@common/schemas/quiz-session';
import { apiError, fake, slow, USER } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import ProfilePage from './profile-page';

const PROGRESS: Progress = {
  totalQuizzes: 12,
  totalCorrect: 88,
  totalQuestions: 120,
  averageScore: 73,
  bestScore: 100,
  totalTimeSpent: 3900,
  totalXp: 560,
  currentStreak: 2,
  longestStreak: 5,
  activeDays: 6,
};

const MODULES = ['Incident Management', 'Service Catalog', 'Flow Designer'];
const DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;

/** Attempts newest first, as the API returns them: ids 112 down to 101. */
function history(count: number): HistoryEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 112 - i,
    moduleId: 3 + (i % 3),
    moduleName: MODULES[i % 3]!,
    difficulty: DIFFICULTIES[i % 4]!,
    score: 10 - (i % 6),
    totalQuestions: 10,
    timeUsed: 65 + i,
    completedAt: new Date(Date.UTC(2026, 2, 20 - i, 9, 30)).toISOString(),
    mode: 'practice',
    title: `${MODULES[i % 3]!} · ${DIFFICULTIES[i % 4]!}`,
    passed: null,
  }));
}

function api(entries: HistoryEntry[], progress: Progress = PROGRESS) {
  fake.seed({ history: entries, progress });
  server.use(
    http.post(
      '/api/logout',
      slow('infinite', () => new HttpResponse(null, { status: 204 })),
    ),
  ); // stays pending
}

const renderPage = (ui: ReactElement) => renderApp(ui, { url: '/profile', routes: { '/quiz-results/:id': <p>Results page</p> } });

function historyRows() {
  const section = screen.getByRole('region', { name: 'Quiz History' });
  return within(section).getAllByRole('link');
}

describe('profile', () => {
  it('shows who is signed in, a theme toggle and a logout button', async () => {
    api([]);
    renderPage(<ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(USER.email)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    // A quiet secondary button for phones (the desktop sidebar has its own), not a large red one.
    expect(screen.getByRole('button', { name: 'Logout' })).not.toHaveClass('bg-danger');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveClass('md:hidden');
    await screen.findByText('No quizzes completed yet');
  });

  it('logs out through the API and reads Logging out... while it is pending', async () => {
    api([]);
    renderPage(<ProfilePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    expect(fake.calls.some((c) => c.path === '/api/logout' && c.method === 'POST')).toBe(true);
  });

  it('names sessions that span modules by their title and mode; an exam says whether it passed', async () => {
    const [first, second, third] = history(3) as [HistoryEntry, HistoryEntry, HistoryEntry];
    api([
      { ...first, moduleId: null, moduleName: 'Platform System Administrator', difficulty: 'mixed', mode: 'exam', title: 'Mock exam · Platform System Administrator', passed: false },
      { ...second, moduleId: null, moduleName: 'Spaced review', difficulty: 'mixed', mode: 'review', title: 'Spaced review' },
      { ...third, mode: 'study' },
    ]);
    renderPage(<ProfilePage />);
    await screen.findByText('Spaced review');
    const [exam, review, study] = historyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(exam).toHaveTextContent(/^Mock examPlatform System AdministratorNot passed/);
    expect(within(exam).queryByText('Mixed')).not.toBeInTheDocument();
    expect(review).toHaveTextContent(/^ReviewSpaced review/);
    expect(within(study).getByText('Study')).toBeInTheDocument();
    expect(within(study).getByText(MODULES[2]!)).toBeInTheDocument();
  });

  it('shows the four statistics from the progress', async () => {
    api([]);
    renderPage(<ProfilePage />);
    await screen.findByText('73%');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const value = (label: string) => within(stats).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Quizzes Taken')).toBe('12');
    expect(value('Average Score')).toBe('73%');
    expect(value('Time Spent')).toContain('1h 05m');
    expect(value('Best Score')).toBe('100%');
  });

  it('shows the empty state when no quiz was taken', async () => {
    api([], { ...PROGRESS, totalQuizzes: 0, averageScore: 0, bestScore: 0, totalTimeSpent: 0 });
    renderPage(<ProfilePage />);
    expect(await screen.findByText('No quizzes completed yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No quizzes completed yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take your first quiz' })).toHaveAttribute('href', '/dashboard');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const value = (label: string) => within(stats).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Average Score')).toBe('—No score yet');
    expect(value('Best Score')).toBe('—No score yet');
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing 10 most recent/)).not.toBeInTheDocument();
  });
});

describe('quiz history', () => {
  it('lists the 10 most recent of 12 attempts and says so', async () => {
    api(history(12));
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Showing 10 most recent quizzes out of 12 total')).toBeInTheDocument();
    const rows = historyRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveAttribute('href', '/quiz-results/112');
    expect(rows[9]).toHaveAttribute('href', '/quiz-results/103');
  });

  it('has no note when 10 or fewer attempts exist', async () => {
    api(history(10));
    renderPage(<ProfilePage />);
    await screen.findAllByText('Incident Management');
    expect(historyRows()).toHaveLength(10);
    expect(screen.queryByText(/Showing 10 most recent/)).not.toBeInTheDocument();
  });

  it('shows difficulty, module name, date, time used, score and percent in each row', async () => {
    const entries = history(3);
    entries[1] = { ...entries[1]!, score: 6, totalQuestions: 10, timeUsed: 125 };
    entries[2] = { ...entries[2]!, score: 3, totalQuestions: 10 };
    api(entries);
    renderPage(<ProfilePage />);
    await screen.findByText('Incident Management');
    const [first, second, third] = historyRows();
    expect(within(first!).getByText('Easy')).toBeInTheDocument();
    expect(within(first!).getByText('Incident Management')).toBeInTheDocument();
    expect(first).not.toHaveTextContent(/Module \d/);
    expect(
      within(first!).getByText(new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(entries[0]!.completedAt))),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent('Time used 1:05');
    expect(first).toHaveTextContent('100%');
    expect(first).toHaveTextContent('10/10 correct');

    expect(within(second!).getByText('Medium')).toBeInTheDocument();
    expect(within(second!).getByText('Service Catalog')).toBeInTheDocument();
    expect(second).toHaveTextContent('Time used 2:05');
    expect(second).toHaveTextContent('60%');
    expect(second).toHaveTextContent('6/10 correct');
    expect(within(third!).getByText('Hard')).toBeInTheDocument();
    expect(third).toHaveTextContent('30%');
  });

  it('gives each difficulty its own tone and any other value a grey one, always with its name', async () => {
    const entries = history(5);
    entries[4] = { ...entries[4]!, difficulty: 'expert' as HistoryEntry['difficulty'] };
    api(entries);
    renderPage(<ProfilePage />);
    await screen.findAllByText('Incident Management');
    const badge = (text: string) => screen.getByText(text);
    const tones = ['Easy', 'Medium', 'Hard', 'Mixed', 'Expert'].map((t) => badge(t).className);
    expect(new Set(tones).size).toBe(5);
    // The shared level colours (components/ui/level.ts), the same as on admin screens.
    expect(badge('Easy')).toHaveClass('text-level-easy');
    expect(badge('Medium')).toHaveClass('text-level-medium');
    expect(badge('Hard')).toHaveClass('text-level-hard');
    expect(badge('Mixed')).toHaveClass('text-level-mixed');
    expect(badge('Expert')).toHaveClass('text-muted');
  });

  it('shows Unknown date for a missing or invalid completion date', async () => {
    const entries = history(2);
    entries[0] = { ...entries[0]!, completedAt: 'not a date' };
    entries[1] = { ...entries[1]!, completedAt: '' };
    api(entries);
    renderPage(<ProfilePage />);
    await screen.findByText('Incident Management');
    expect(screen.getAllByText('Unknown date')).toHaveLength(2);
  });

  it('opens the results of an attempt from its row', async () => {
    api(history(2));
    renderPage(<ProfilePage />);
    await screen.findByText('Service Catalog');
    await userEvent.click(screen.getByRole('link', { name: /Service Catalog/ }));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
  });

  it('offers a retry when the history fails to load', async () => {
    let fail = true;
    fake.seed({ progress: PROGRESS, history: history(1) });
    server.use(http.get('/api/quiz-history', () => (fail ? apiError(500, 'Database unavailable') : undefined)));
    renderPage(<ProfilePage />);
    expect(await screen.findByText('Could not load your quiz history')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(historyRows()).toHaveLength(1));
  });
});
