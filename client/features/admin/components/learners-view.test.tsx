import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LearnerDetail, LearnerImportResult, LearnerRow } from '@common/schemas/learner-admin';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake, json } from '@/test/api-fake';
import { server } from '@/test/server';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

function learner(overrides: Partial<LearnerRow> = {}): LearnerRow {
  return {
    id: 7,
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    createdAt: '2026-10-01T09:00:00.000Z',
    lastActiveAt: '2026-11-20T09:00:00.000Z',
    attempts: 12,
    disabled: false,
    passwordSet: true,
    ...overrides,
  };
}

const progress = { totalQuizzes: 12, totalCorrect: 90, totalQuestions: 120, averageScore: 75, bestScore: 100, totalTimeSpent: 5400, totalXp: 1650, currentStreak: 3, longestStreak: 9, activeDays: 14 };
const detail = (overrides: Partial<LearnerDetail> = {}): LearnerDetail => ({ ...learner(), progress, ...overrides });
const usersCalls = () => fake.callsTo('/api/admin/users', 'GET');

/** Grace (newest), Alan (disabled, no password yet) and 58 older learners: 60 in all. */
function sixtyLearners(): LearnerDetail[] {
  const others = Array.from({ length: 58 }, (_, i) =>
    detail({ id: 100 + i, email: `learner${i}@example.com`, firstName: 'Learner', lastName: `Number ${i}`, createdAt: `2026-0${1 + (i % 9)}-01T09:00:00.000Z` }),
  );
  return [detail(), detail({ id: 8, email: 'alan@example.com', firstName: 'Alan', lastName: 'Turing', createdAt: '2026-09-30T09:00:00.000Z', disabled: true, passwordSet: false }), ...others];
}

describe('learners list', () => {
  it('searches once typing pauses, from page 1, and pages through the results', async () => {
    fake.seed({ learners: sixtyLearners() });
    const user = userEvent.setup();
    renderAdmin('/admin/learners');
    const list = await screen.findByRole('list', { name: 'Learner list' });
    expect(within(list).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/admin/learners/7');
    expect(within(list).getByText('Disabled')).toBeInTheDocument();
    expect(within(list).getByText('No password yet')).toBeInTheDocument();
    expect(screen.getByText('60 learners, newest first')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/learners?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(usersCalls().at(-1)?.query.get('page')).toBe('2');

    const before = usersCalls().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search learners' }), 'grace');
    // One request for the whole word, not one a keystroke.
    expect(await screen.findByText('1 learner match “grace”')).toBeInTheDocument();
    const searches = usersCalls().slice(before);
    expect(searches.map((c) => c.query.get('query'))).toEqual(['grace']);
    expect(searches[0]!.query.get('page')).toBe('1');
  });

  it('says when nobody matches', async () => {
    fake.seed({ learners: [detail()] });
    renderAdmin('/admin/learners?query=zzz');
    expect(await screen.findByText('No learner matches')).toBeInTheDocument();
  });

  it('imports from CSV after a dry run that lists errors by line', async () => {
    // The server's answers, in turn: a first check that finds a bad email, then a clean one.
    let dryRuns = 0;
    const clean: LearnerImportResult = { imported: 2, skipped: 1, errors: [] };
    server.use(
      http.post('/api/admin/users/import', ({ request }) => {
        if (new URL(request.url).searchParams.get('dryRun') !== 'true') return json(clean);
        dryRuns++;
        return json(dryRuns === 1 ? ({ imported: 0, skipped: 0, errors: [{ line: 3, message: 'Email is not valid' }] } satisfies LearnerImportResult) : clean);
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/learners');
    await user.click(await screen.findByRole('button', { name: 'Import learners' }));
    const dialog = screen.getByRole('dialog', { name: 'Import learners' });
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a CSV file or paste its lines first.');
    const area = within(dialog).getByLabelText('Or paste the lines');
    await user.type(area, 'email,firstName,lastName{enter}a@example.com,A,B{enter}nope,C,D');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('Line 3:')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is not valid')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();

    await user.type(area, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(await within(dialog).findByText('2 learners will be imported')).toBeInTheDocument();
    expect(within(dialog).getByText('1 existing email skipped')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 learners' }));
    expect(await screen.findByText('Learners imported')).toBeInTheDocument();
    const posts = fake.callsTo('/api/admin/users/import', 'POST');
    expect(posts.map((c) => c.query.get('dryRun'))).toEqual(['true', 'true', 'false']);
    expect(posts[2]!.contentType).toBe('text/csv');
    expect(posts[2]!.text).toContain('nope,C,Dx');
  });
});

describe('learner page', () => {
  it('shows the profile and progress', async () => {
    fake.seed({ learners: [detail()] });
    renderAdmin('/admin/learners/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByText('Average score').nextSibling).toHaveTextContent('75%');
    expect(screen.getByText('Right answers').nextSibling).toHaveTextContent('90/120');
    expect(screen.getByText('Time studied').nextSibling).toHaveTextContent('1 h 30 min');
  });

  it('disables after a confirmation, and enables again', async () => {
    fake.seed({ learners: [detail()] });
    const user = userEvent.setup();
    renderAdmin('/admin/learners/7');
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable Grace Hopper?' });
    expect(confirm).toHaveTextContent('signed out on every device at once');
    await user.click(within(confirm).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('Learner disabled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable account' }));
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeInTheDocument();
    expect(fake.callsTo('/api/admin/users/7', 'PUT').map((c) => c.body)).toEqual([{ disabled: true }, { disabled: false }]);
  });

  it('sends a reset link and says so; a failure is shown', async () => {
    let fail = true;
    fake.seed({ learners: [detail()] });
    // Rate limited until the test says otherwise; then the fake sends the link.
    server.use(http.post('/api/admin/users/7/reset-link', () => (fail ? apiError(429, 'Too many requests: try again in a minute') : undefined)));
    const user = userEvent.setup();
    renderAdmin('/admin/learners/7');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Could not send the reset link: Too many requests: try again in a minute')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.queryByText(/^Could not send the reset link:/)).not.toBeInTheDocument();
    expect(await screen.findByText('Reset link sent to grace@example.com. It works once.')).toBeInTheDocument();
  });

  it('erases only after the email is typed, naming what goes', async () => {
    fake.seed({ learners: [detail()] });
    const user = userEvent.setup();
    renderAdmin('/admin/learners/7');
    await user.click(await screen.findByRole('button', { name: 'Erase learner' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase Grace Hopper?' });
    expect(dialog).toHaveTextContent('the account grace@example.com');
    expect(dialog).toHaveTextContent('12 graded attempts');
    expect(dialog).toHaveTextContent('their progress, XP and streaks');
    const erase = within(dialog).getByRole('button', { name: 'Erase learner' });
    expect(erase).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type grace@example.com to confirm'), 'GRACE@example.com');
    expect(erase).toBeEnabled();
    await user.click(erase);
    expect(await screen.findByText('Learner erased')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/learners$/);
    expect(fake.callsTo('/api/admin/users/7', 'DELETE')).toHaveLength(1);
    expect(fake.state.learners).toEqual([]);
  });
});

// Debounce: nothing is sent while the admin is still typing.
describe('learner search debounce', () => {
  it('waits 300 ms after the last keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: null });
    renderAdmin('/admin/learners');
    const box = await screen.findByRole('searchbox', { name: 'Search learners' });
    await user.type(box, 'ad');
    const searched = () => usersCalls().filter((c) => c.query.get('query')).length;
    expect(searched()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(350));
    await vi.waitFor(() => expect(searched()).toBe(1));
  });
});
