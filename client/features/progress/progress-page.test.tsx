import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { ActivityDay } from '@common/schemas/activity';
import type { Progress } from '@common/schemas/progress';
import { apiError, fake, json } from '@/test/api-fake';
import { freezeToday } from '@/test/clock';
import { setMobile } from '@/test/media';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import ProgressPage from './progress-page';
import { progressKeys } from './api/keys';

const PROGRESS: Progress = {
  totalQuizzes: 17,
  totalCorrect: 120,
  totalQuestions: 170,
  averageScore: 71,
  bestScore: 100,
  totalTimeSpent: 3900,
  totalXp: 770,
  currentStreak: 3,
  longestStreak: 4,
  activeDays: 11,
};

const day = (activityDate: string, quizzesTaken: number, totalScore = quizzesTaken * 8, totalQuestions = quizzesTaken * 10, timeSpent = quizzesTaken * 240): ActivityDay => ({
  activityDate,
  quizzesTaken,
  totalScore,
  totalQuestions,
  timeSpent,
});

// Today is 12 March 2026: a 4-day run in January, a 3-day run ending today.
const YEAR_2026 = [day('2026-01-05', 1), day('2026-01-06', 2), day('2026-01-07', 3), day('2026-01-08', 4), day('2026-02-14', 6), day('2026-03-10', 5), day('2026-03-11', 2, 15, 20, 540), day('2026-03-12', 1)];
const YEAR_2025 = [day('2025-07-01', 1), day('2025-07-02', 1)];

function api(options: { range?: () => Response; progress?: Progress } = {}) {
  // Readiness has its own tests (progress-readiness.test.tsx): no certificates here.
  fake.seed({ progress: options.progress ?? PROGRESS, activity: [...YEAR_2025, ...YEAR_2026] });
  if (options.range) server.use(http.get('/api/user-activity/range', options.range));
}

/** The URLs of the calls to one path, oldest first. */
const calledUrls = (path: string) => fake.callsTo(path).map((c) => c.url);

const renderPage = (ui: ReactElement) => renderApp(ui, { strict: false });

/** The grid cell of a day, found by the date its accessible name starts with. */
function cell(name: RegExp) {
  return screen.getByLabelText(name, { selector: '[role=gridcell]' });
}

/** The figures of the chosen year, read from the calendar's summary. */
function yearFigure(year: number, label: string) {
  const section = screen.getByRole('region', { name: String(year) });
  return within(section).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
}

function gridCells() {
  return [...screen.getByRole('grid').querySelectorAll<HTMLElement>('[role=gridcell]')];
}

beforeEach(() => {
  freezeToday('2026-03-12');
  setMobile(false);
});

describe('statistics', () => {
  it('shows total quizzes, average score, the true day streak and time spent', async () => {
    api();
    renderPage(<ProgressPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Progress' })).toBeInTheDocument();
    await screen.findByText('71%');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const value = (label: string) => within(stats).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Total Quizzes')).toBe('17');
    expect(value('Average Score')).toBe('71%');
    // currentStreak from the server, not the number of quizzes capped at 7
    expect(value('Day Streak')).toContain('3');
    expect(value('Day Streak')).not.toContain('7');
    expect(within(stats).getByText('Longest: 4 days')).toBeInTheDocument();
    expect(value('Time Spent')).toContain('1h 05m');
    expect(within(stats).getByText('1 hour 5 minutes')).toBeInTheDocument();
  });

  it('before the first quiz the scores read "—" (not 0%) and the page invites the first quiz', async () => {
    api({
      progress: { ...PROGRESS, totalQuizzes: 0, totalCorrect: 0, totalQuestions: 0, averageScore: 0, bestScore: 0, totalTimeSpent: 0, totalXp: 0, currentStreak: 0, longestStreak: 0, activeDays: 0 },
      range: () => json([]),
    });
    renderPage(<ProgressPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your progress starts with your first quiz.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take your first quiz' })).toHaveAttribute('href', '/dashboard');
    const stats = screen.getByRole('region', { name: 'Statistics' });
    const value = (label: string) => within(stats).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Average Score')).toBe('—No score yet');
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
  });

  it('asks for the progress in the browser time zone', async () => {
    api();
    renderPage(<ProgressPage />);
    await screen.findByText('71%');
    const url = calledUrls('/api/progress')[0]!;
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows Total XP, Best Score and the learner on the desktop side card', async () => {
    api();
    renderPage(<ProgressPage />);
    const xp = await screen.findByText('Total XP');
    expect(xp.closest('div')!.querySelector('dd')).toHaveTextContent('770');
    expect(screen.getByText('Best Score').closest('div')!.querySelector('dd')).toHaveTextContent('100%');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('offers a retry when the statistics fail to load', async () => {
    let fail = true;
    fake.seed({ progress: PROGRESS });
    server.use(http.get('/api/progress', () => (fail ? apiError(500, 'Database unavailable') : undefined)));
    renderPage(<ProgressPage />);
    expect(await screen.findByText('Could not load your statistics')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('71%')).toBeInTheDocument();
  });
});

describe('desktop year calendar', () => {
  it('asks for the current year in the browser time zone, keyed by year', async () => {
    api();
    const { queryClient: client } = renderPage(<ProgressPage />);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    const url = calledUrls('/api/user-activity/range')[0]!;
    expect(url.searchParams.get('startDate')).toBe('2026-01-01');
    expect(url.searchParams.get('endDate')).toBe('2026-12-31');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(client.getQueryCache().find({ queryKey: [...progressKeys.activity(), 'year', { year: 2026 }], exact: false })).toBeDefined();
  });

  it('draws every day of the year with its intensity level from the quiz count', async () => {
    api();
    renderPage(<ProgressPage />);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    expect(gridCells()).toHaveLength(365);
    expect(cell(/^1 January 2026|^January 1, 2026/)).toHaveAttribute('data-level', '0');
    expect(cell(/^5 January 2026|^January 5, 2026/)).toHaveAttribute('data-level', '1');
    expect(cell(/^6 January 2026|^January 6, 2026/)).toHaveAttribute('data-level', '2');
    expect(cell(/^7 January 2026|^January 7, 2026/)).toHaveAttribute('data-level', '2');
    expect(cell(/^8 January 2026|^January 8, 2026/)).toHaveAttribute('data-level', '3');
    expect(cell(/^10 March 2026|^March 10, 2026/)).toHaveAttribute('data-level', '3');
    expect(cell(/^14 February 2026|^February 14, 2026/)).toHaveAttribute('data-level', '4');
  });

  it('names each day with its date, quizzes, correct answers and minutes', async () => {
    api();
    renderPage(<ProgressPage />);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    expect(cell(/11 March 2026|March 11, 2026/)).toHaveAccessibleName(/^(11 March 2026|March 11, 2026): 2 quizzes, 15\/20 correct, 9 minutes$/);
    expect(cell(/12 March 2026|March 12, 2026/)).toHaveAccessibleName(/^Today, (12 March 2026|March 12, 2026): 1 quiz, 8\/10 correct, 4 minutes$/);
    expect(cell(/13 March 2026|March 13, 2026/)).toHaveAccessibleName(/^(13 March 2026|March 13, 2026): No activity$/);
  });

  it('shows a Less-to-More legend of the five levels', async () => {
    api();
    renderPage(<ProgressPage />);
    const legend = await screen.findByRole('list', { name: 'Quizzes a day, from less to more' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No quizzes', '1 quiz', '2–3 quizzes', '4–5 quizzes', '6 or more quizzes']);
    expect(screen.getByText('Less')).toBeInTheDocument();
    expect(screen.getByText('More')).toBeInTheDocument();
  });

  it('sums up the year: total quizzes, active days, current and longest streak', async () => {
    api();
    renderPage(<ProgressPage />);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    expect(yearFigure(2026, 'Total Quizzes')).toBe('24');
    expect(yearFigure(2026, 'Active Days')).toBe('8');
    expect(yearFigure(2026, 'Current Streak')).toBe('3 days');
    expect(yearFigure(2026, 'Longest Streak')).toBe('4 days');
  });

  it('moves between years; the next year is unavailable beyond the current one', async () => {
    api();
    renderPage(<ProgressPage />);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    const next = screen.getByRole('button', { name: 'Next year' });
    expect(next).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    await screen.findByRole('grid', { name: 'Activity in 2025' });
    expect(screen.getByRole('heading', { name: '2025' })).toBeInTheDocument();
    const last = calledUrls('/api/user-activity/range').at(-1)!;
    expect(last.searchParams.get('startDate')).toBe('2025-01-01');
    expect(last.searchParams.get('endDate')).toBe('2025-12-31');
    expect(yearFigure(2025, 'Total Quizzes')).toBe('2');
    expect(yearFigure(2025, 'Active Days')).toBe('2');
    expect(yearFigure(2025, 'Current Streak')).toBe('0 days');
    expect(yearFigure(2025, 'Longest Streak')).toBe('2 days');
    expect(next).toBeEnabled();

    await userEvent.click(next);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    expect(next).toBeDisabled();
  });

  it('is one tab stop; arrow keys move by day and week and show the day in a tooltip', async () => {
    api();
    const user = userEvent.setup();
    renderPage(<ProgressPage />);
    await screen.findByRole('grid', { name: 'Activity in 2026' });
    const focusable = gridCells().filter((c) => c.tabIndex === 0);
    expect(focusable).toHaveLength(1);
    expect(focusable[0]).toHaveAccessibleName(/^Today/);

    focusable[0]!.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/(12 March 2026|March 12, 2026) \(today\)1 quiz8\/10 correct4 minutes/);

    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^(11 March 2026|March 11, 2026)/);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/2 quizzes15\/20 correct9 minutes/);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(/^(18 March 2026|March 18, 2026): No activity/);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('No activity');

    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^(5 March 2026|March 5, 2026)/);

    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName(/^(1 January 2026|January 1, 2026)/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toHaveAccessibleName(/^(1 January 2026|January 1, 2026)/);
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(/^(31 December 2026|December 31, 2026)/);
    expect(gridCells().filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it('toasts "Failed to fetch activity data" and retries inline', async () => {
    let fail = true;
    api({ range: () => (fail ? apiError(500, 'Database unavailable') : json(YEAR_2026)) });
    renderPage(<ProgressPage />);
    // One in the toast, one in the inline message.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch activity data')).toHaveLength(2));
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid', { name: 'Activity in 2026' })).toBeInTheDocument();
  });
});

describe('mobile', () => {
  beforeEach(() => {
    setMobile(true);
  });

  it('shows the current month as a strip of days instead of the year grid, and no side card', async () => {
    api();
    renderPage(<ProgressPage />);
    const days = await screen.findByRole('list', { name: /Days of (March 2026|March 2026)/ });
    expect(within(days).getAllByRole('button')).toHaveLength(31);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    // No side card (who is signed in); its figures are among the statistics instead (see below).
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();

    const url = calledUrls('/api/user-activity')[0]!;
    expect(url.searchParams.get('year')).toBe('2026');
    expect(url.searchParams.get('month')).toBe('3');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(calledUrls('/api/user-activity/range').length > 0).toBe(false);
  });

  it('labels each day and shows the tapped day’s figures', async () => {
    api();
    renderPage(<ProgressPage />);
    await screen.findByRole('list', { name: /Days of/ });
    const eleventh = screen.getByRole('button', { name: /^(11 March 2026|March 11, 2026): 2 quizzes, 15\/20 correct, 9 minutes$/ });
    expect(eleventh).toHaveAttribute('data-level', '2');
    expect(screen.getByRole('button', { name: /^(10 March 2026|March 10, 2026): 5 quizzes/ })).toHaveAttribute('data-level', '3');
    expect(screen.getByRole('button', { name: /^(1 March 2026|March 1, 2026): No activity$/ })).toHaveAttribute('data-level', '0');
    // Today is selected at first.
    expect(screen.getByRole('button', { name: /^Today/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 quiz · 8/10 correct · 4 minutes')).toBeInTheDocument();

    await userEvent.click(eleventh);
    expect(eleventh).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 quizzes · 15/20 correct · 9 minutes')).toBeInTheDocument();
    expect(screen.getByText('8 quizzes this month')).toBeInTheDocument();
  });

  it('toasts and retries when this month fails to load', async () => {
    let fail = true;
    fake.seed({ progress: PROGRESS });
    server.use(http.get('/api/user-activity', () => (fail ? apiError(500, 'Database unavailable') : undefined)));
    renderPage(<ProgressPage />);
    await waitFor(() => expect(screen.getAllByText('Failed to fetch activity data')).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: /Days of/ })).toBeInTheDocument());
  });
});
