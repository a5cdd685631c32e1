import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModuleDetail } from '../../../common/schemas/module';
import { createQueryClient } from '../../lib/query-client';
import { dismissToast } from '../../components/ui/toast';
import { quizKey } from './api/get-quiz';
import QuizPage from './quiz-page';
import { quizStorageKey } from './quiz-storage';
import { json, mockApi, question, renderRoute, type Call } from './test-utils';

const MODULE: ModuleDetail = {
  id: 4,
  name: 'Incident Basics',
  description: 'Incidents from start to end.',
  certificateId: 2,
  order: 1,
  hasQuestions: true,
  questionCounts: { easy: 3, medium: 0, hard: 0 },
  certificateName: 'Platform System Administrator',
};
const QUESTIONS = [question(101, 'B'), question(102, 'C'), question(103, 'A')];
const SESSION = {
  id: 900,
  moduleId: 4,
  moduleName: 'Incident Basics',
  certificateId: 2,
  difficulty: 'easy',
  questions: [101, 102, 103],
  answers: ['B', 'C', ''],
  score: 2,
  totalQuestions: 3,
  timeUsed: 12,
  completedAt: '2026-03-01T10:00:00.000Z',
  review: [],
};
const STORAGE_KEY = quizStorageKey(4, 'easy');
const PATH = '/modules/4/quiz/easy';
const PATTERN = '/modules/:moduleId/quiz/:difficulty';

function api({ questions = QUESTIONS, submit }: { questions?: unknown; submit?: (call: Call) => Response } = {}) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.path === '/api/modules/4/quiz/easy') return questions instanceof Response ? questions : json(questions);
    if (call.method === 'GET' && call.path === '/api/modules/4') return json(MODULE);
    if (call.method === 'POST' && call.path === '/api/quiz-sessions') return submit ? submit(call) : json(SESSION, 201);
    return undefined;
  });
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/quiz-sessions');
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  sessionStorage.clear();
  dismissToast();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('quiz: answering', () => {
  it('answers with keys and clicks, skips, goes back keeping choices, finishes and lands on the results', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    const client = createQueryClient();
    client.setQueryData(['/api/progress'], { totalQuizzes: 0 });
    client.setQueryData(['/api/quiz-history'], []);
    client.setQueryData(['/api/user-activity/range', { year: 2026 }], []);
    client.setQueryData(['/api/certificates'], []);
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH, client });

    expect(await screen.findByRole('heading', { name: /What is fact number 101\?/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Incident Basics' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 3' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('timer')).toHaveTextContent('6:00');
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Nothing chosen: the forward button is a Skip.
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();

    await user.keyboard('b');
    expect(radio('Answer B to 101')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();

    await user.click(radio('Answer D to 102'));
    expect(radio('Answer D to 102')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(radio('Answer B to 101')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(radio('Answer D to 102')).toBeChecked();
    await user.keyboard('3');
    expect(radio('Answer C to 102')).toBeChecked();
    expect(radio('Answer D to 102')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));

    await waitFor(() => expect(location()).toBe('/quiz-results/900'));
    const [post] = posts(calls);
    expect(post!.body).toMatchObject({ moduleId: 4, difficulty: 'easy', questions: [101, 102, 103], answers: ['B', 'C', ''], score: 2, totalQuestions: 3 });
    expect((post!.body as { timeUsed: number }).timeUsed).toBeLessThan(30);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    // The results screen can show the stored session without asking again; progress, history and activity are stale.
    expect(client.getQueryData(['/api/quiz-sessions/900'])).toEqual(SESSION);
    expect(client.getQueryState(['/api/progress'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/quiz-history'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/user-activity/range', { year: 2026 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/certificates'])?.isInvalidated).toBe(false);
  });

  it('Skip records an empty answer; arrow keys move the choice within the radio group', async () => {
    const user = userEvent.setup();
    const { calls } = api({ questions: [question(101, 'B'), question(102, 'C')] });
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });

    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    await user.click(radio('Answer A to 102'));
    await user.keyboard('{ArrowDown}');
    expect(radio('Answer B to 102')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toMatchObject({ answers: ['', 'B'], score: 0 });
  });

  it('letter keys typed with Ctrl or into the exit dialog do not choose', async () => {
    const user = userEvent.setup();
    api();
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    await screen.findByText('Question 1 of 3');
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await user.keyboard('c');
    await user.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('Exit asks first, and on confirm forgets the attempt and goes to the difficulty page', async () => {
    const user = userEvent.setup();
    api();
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    await user.click(await screen.findByRole('radio', { name: 'Answer A to 101' }));
    expect(sessionStorage.getItem(STORAGE_KEY)).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to exit the quiz? Your progress will be lost.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    expect(location()).toBe(PATH);
    expect(radio('Answer A to 101')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Exit Quiz' }));
    expect(location()).toBe('/modules/4/difficulty');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('quiz: reload', () => {
  it('an attempt in progress survives a reload without drawing new questions', async () => {
    const user = userEvent.setup();
    const { calls } = api();
    const first = renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    await user.click(await screen.findByRole('radio', { name: 'Answer C to 101' }));
    await user.keyboard('{Enter}');
    await user.keyboard('4');
    expect(radio('Answer D to 102')).toBeChecked();
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY)!);
    first.unmount();

    // A fresh app (new cache) on the same tab, as after pressing reload.
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(radio('Answer D to 102')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(radio('Answer C to 101')).toBeChecked();
    expect(calls.filter((c) => c.path === '/api/modules/4/quiz/easy')).toHaveLength(1);
    // Same deadline: the clock was not reset by the reload.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!).deadline).toBe(saved.deadline);
  });

  it('resumes the countdown from the saved deadline, and submits at once when it passed while away', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const { calls } = api();
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ questions: QUESTIONS, answers: ['B', ''], index: 1, deadline: Date.now() + 100_000 }));
    const view = renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('1:40');
    expect(screen.getByRole('timer').parentElement).toHaveAttribute('data-tone', 'warning');
    view.unmount();

    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ questions: QUESTIONS, answers: ['B'], index: 1, deadline: Date.now() - 5_000 }));
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(posts(calls)[0]!.body).toMatchObject({ answers: ['B', '', ''], timeUsed: 360 });
    expect(calls.filter((c) => c.path === '/api/modules/4/quiz/easy')).toHaveLength(0);
  });
});

describe('quiz: timer', () => {
  it('turns orange at 2:00 and red with a warning at 1:00, speaks only at 2:00, 1:00 and 0:10, and submits at 0:00 with 360 s', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    const { calls } = api();
    const client = createQueryClient();
    client.setQueryData(quizKey('4', 'easy'), QUESTIONS);
    client.setQueryData(['/api/modules/4'], MODULE);
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH, client });

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('6:00');
    expect(timer).toHaveAttribute('aria-live', 'off');
    const pill = timer.parentElement!;
    expect(pill).toHaveAttribute('data-tone', 'normal');
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(radio('Answer A to 101')).toBeChecked();

    const announcer = screen.getByTestId('timer-announcement');
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    const spoken: string[] = [];
    let last = '';
    for (let left = 359; left >= 1; left--) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(timer).toHaveTextContent(`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`);
      const text = announcer.textContent ?? '';
      if (text !== last) spoken.push(`${left}: ${text}`);
      last = text;
      if (left === 121) expect(pill).toHaveAttribute('data-tone', 'normal');
      if (left === 120) {
        expect(pill).toHaveAttribute('data-tone', 'warning');
        expect(pill.className).toContain('text-warning');
      }
      if (left === 61) expect(screen.queryByText('Time is almost up!')).not.toBeInTheDocument();
      if (left === 60) {
        expect(pill).toHaveAttribute('data-tone', 'danger');
        expect(pill.className).toContain('text-danger');
        expect(screen.getByText('Time is almost up!')).toBeInTheDocument();
      }
    }
    expect(spoken).toEqual(['120: 2 minutes left', '60: 1 minute left', '10: 10 seconds left']);
    expect(posts(calls)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(timer).toHaveTextContent('0:00');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({ moduleId: 4, difficulty: 'easy', questions: [101, 102, 103], answers: ['A', '', ''], score: 0, totalQuestions: 3, timeUsed: 360 });
    expect(location()).toBe('/quiz-results/900');
  });
});

describe('quiz: problems', () => {
  it('a failed submit says so, keeps every answer, and Try again sends the same attempt', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = api({ submit: () => (fail ? json({ message: 'Database is busy' }, 500) : json(SESSION, 201)) });
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    await user.click(await screen.findByRole('radio', { name: 'Answer B to 101' }));
    await user.keyboard('{Enter}c{Enter}a');
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));

    expect(await screen.findByText('Failed to submit quiz. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Database is busy')).toBeInTheDocument();
    expect(location()).toBe(PATH);
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(radio('Answer A to 103')).toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!).answers).toEqual(['B', 'C', 'A']);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/quiz-results/900'));
    const [firstTry, secondTry] = posts(calls);
    expect(secondTry!.body).toEqual(firstTry!.body);
    expect(secondTry!.body).toMatchObject({ answers: ['B', 'C', 'A'], score: 3 });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('an empty quiz says so and offers a way back', async () => {
    api({ questions: [] });
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    expect(await screen.findByText('No questions available for this module and difficulty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another difficulty' })).toHaveAttribute('href', '/modules/4/difficulty');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('a failed fetch shows the toast and a Try again that draws the quiz', async () => {
    const user = userEvent.setup();
    let ok = false;
    mockApi((call) => {
      if (call.path === '/api/modules/4/quiz/easy') return ok ? json(QUESTIONS) : json({ message: 'Server unavailable' }, 503);
      if (call.path === '/api/modules/4') return json(MODULE);
      return undefined;
    });
    renderRoute(<QuizPage />, { pattern: PATTERN, path: PATH });
    expect(await screen.findByText('Failed to fetch questions', { selector: '[role="status"] *, li *' })).toBeInTheDocument();
    expect(screen.getAllByText('Server unavailable').length).toBeGreaterThan(0);
    ok = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('an unknown difficulty is a clear not-found', () => {
    api();
    renderRoute(<QuizPage />, { pattern: PATTERN, path: '/modules/4/quiz/impossible' });
    expect(screen.getByRole('heading', { name: 'Quiz not found' })).toBeInTheDocument();
  });
});
