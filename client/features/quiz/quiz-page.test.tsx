import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { LearnerQuestion } from '@common/schemas/question';
import { dismissToast } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { apiError, fake, json, question, type Call } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server as mswServer } from '@/test/server';
import { indexKey, pendingKey } from './attempt-storage';
import QuizPage from './quiz-page';
import { progressKeys } from '../progress';
import { resultsKeys } from '../results';

const PATH = '/modules/4/quiz/easy';
const PATTERN = '/modules/:moduleId/quiz/:difficulty';
const QUESTIONS = [question(101), question(102), question(103)];
/** The graded session's id: the fake gives the next id to the session a submit creates. */
const SESSION_ID = 900;

interface FakeOptions {
  questions?: LearnerQuestion[];
  answers?: string[];
  flags?: boolean[];
  /** 201 for a new attempt, 200 for one resumed. */
  status?: 200 | 201;
  /** The server's clock minus the device's, in ms (a device clock set wrong). */
  serverAhead?: number;
  secondsLeft?: number;
  submitted?: boolean;
}

/** The API fake holding one attempt (API.md): drawn next (201) or in progress (200, resumed); save, submit once, abandon. */
function fakeServer({ questions = QUESTIONS, answers, flags, status = 201, serverAhead = 0, secondsLeft = 360, submitted = false }: FakeOptions = {}) {
  const now = Math.floor((Date.now() + serverAhead) / 1000) * 1000;
  const attempt: Attempt = {
    id: 77,
    mode: 'practice',
    status: submitted ? 'submitted' : 'in_progress',
    title: 'Incident Basics · easy',
    certificateId: 2,
    moduleId: 4,
    difficulty: 'easy',
    questions,
    answers: answers ?? questions.map(() => ''),
    flags: flags ?? questions.map(() => false),
    feedback: questions.map(() => null),
    startedAt: new Date(now - (360 - secondsLeft) * 1000).toISOString(),
    deadline: new Date(now + secondsLeft * 1000).toISOString(),
    timeLimit: 360,
    sessionId: submitted ? SESSION_ID : null,
  };
  fake.seed({ serverClockOffset: serverAhead, nextId: SESSION_ID, ...(status === 201 ? { draws: [attempt] } : { attempts: [attempt] }) });
  // One submitted elsewhere is not resumed by the fake: answered as a one-off.
  if (submitted) mswServer.use(http.post('/api/attempts', () => json(attempt)));
  const server = {
    attempt,
    set online(online: boolean) {
      fake.state.online = online;
    },
    /** Graded sessions of the attempt. */
    get sessions() {
      return fake.state.sessions.filter((s) => s.id === attempt.sessionId).length;
    },
    get abandoned() {
      return fake.callsTo('/api/attempts/77', 'DELETE').length > 0 && !fake.state.attempts.includes(attempt);
    },
  };
  return { server, calls: fake.calls };
}

const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));
const submits = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/submit'));
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const location = () => screen.getByTestId('location').textContent;
const navButton = (name: string | RegExp) => within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', { name });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  dismissToast();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('quiz on the server attempt: start, save, finish', () => {
  it('starts the attempt, saves each choice as it is made ("Saved"), and Finish with nothing open submits and lands on the results', async () => {
    const user = userEvent.setup();
    const { calls, server } = fakeServer({ questions: [question(101), question(102)] });
    const client = createQueryClient();
    client.setQueryData(progressKeys.summary('UTC'), { totalQuizzes: 0 });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH, queryClient: client });

    expect(await screen.findByRole('heading', { name: /What is fact number 101\?/ })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/attempts', body: { mode: 'practice', moduleId: 4, difficulty: 'easy' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Incident Basics' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(6:00|5:59)$/);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();

    await user.keyboard('b');
    expect(radio('B Answer B to 101')).toBeChecked();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ path: '/api/attempts/77/answers/0', body: { answer: 'B' } }]);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    await user.click(radio('D Answer D to 102'));
    await waitFor(() => expect(server.attempt.answers).toEqual(['B', 'D']));

    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    await waitFor(() => expect(location()).toBe('/quiz-results/900'));
    // No draw and no grading on the device: never POST /api/quiz-sessions.
    expect(calls.some((c) => c.path === '/api/quiz-sessions' || c.path.includes('/quiz/'))).toBe(false);
    expect(submits(calls)).toHaveLength(1);
    expect(client.getQueryData(resultsKeys.session(900))).toMatchObject({ id: 900 });
    expect(client.getQueryState(progressKeys.summary('UTC'))?.isInvalidated).toBe(true);
    expect(sessionStorage.getItem(indexKey(77))).toBeNull();
  });

  it('resumes on any device: the saved answers and flags, the question shown before the reload, and the time left by the server clock', async () => {
    sessionStorage.setItem(indexKey(77), '2');
    // The device's clock is an hour fast; the server's Date header says what time it really is.
    fakeServer({ status: 200, answers: ['C', '', ''], flags: [false, true, false], secondsLeft: 150, serverAhead: -3_600_000 });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });

    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^2:(30|29)$/);
    expect(screen.getByRole('timer').parentElement).toHaveAttribute('data-tone', 'normal');
    expect(navButton('Question 1: answered')).toBeInTheDocument();
    expect(navButton('Question 2: unanswered, flagged for review')).toBeInTheDocument();
    expect(navButton('Question 3: unanswered')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('1 answered')).toBeInTheDocument();
  });

  it('a second visit with no stored place opens at the first unanswered question', async () => {
    fakeServer({ status: 200, answers: ['C', 'A', ''] });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    expect(await screen.findByText('Question 3 of 3')).toBeInTheDocument();
  });

  it('offline: a choice shows "Not saved yet: offline", is kept over a reload, and is sent on its own once back online', async () => {
    const user = userEvent.setup();
    const { server, calls } = fakeServer();
    const first = renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await screen.findByText('Question 1 of 3');
    server.online = false;
    await user.click(radio('C Answer C to 101'));
    expect(await screen.findByText('Not saved yet: offline')).toBeInTheDocument();
    expect(screen.getByText('Not saved yet: offline').closest('[role="status"]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(pendingKey(77))!)).toEqual({ 0: { answer: 'C' } });

    // A reload while the answer is still unsent: the server does not know it yet, the device does.
    first.unmount();
    server.online = true;
    const putsBefore = puts(calls).length;
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await screen.findByText('Question 1 of 3');
    expect(radio('C Answer C to 101')).toBeChecked();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.attempt.answers[0]).toBe('C');
    expect(puts(calls).slice(putsBefore)).toEqual([{ path: '/api/attempts/77/answers/0', body: { answer: 'C' } }]);
    expect(localStorage.getItem(pendingKey(77))).toBeNull();

    server.online = false;
    await user.click(radio('D Answer D to 101'));
    expect(await screen.findByText('Not saved yet: offline')).toBeInTheDocument();
    server.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.attempt.answers[0]).toBe('D');
  });

  it('the navigator jumps to any question and shows what is answered and flagged; Flag for review is saved', async () => {
    const user = userEvent.setup();
    const { server, calls } = fakeServer();
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await screen.findByText('Question 1 of 3');
    expect(navButton('Question 1: unanswered')).toHaveAttribute('aria-current', 'step');

    await user.click(navButton('Question 3: unanswered'));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /What is fact number 103\?/ })).toHaveFocus();
    expect(navButton('Question 3: unanswered')).toHaveAttribute('aria-current', 'step');
    expect(sessionStorage.getItem(indexKey(77))).toBe('2');

    const flag = screen.getByRole('button', { name: 'Flag for review' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await user.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(navButton('Question 3: unanswered, flagged for review')).toBeInTheDocument();
    await waitFor(() => expect(server.attempt.flags).toEqual([false, false, true]));
    expect(puts(calls)).toEqual([{ path: '/api/attempts/77/answers/2', body: { flagged: true } }]);

    // Keyboard: a navigator button is a plain button, Enter on it jumps.
    navButton('Question 2: unanswered').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  });

  it('Finish with questions open or flagged shows a summary with a way back; a double click submits one session', async () => {
    const user = userEvent.setup();
    const { calls, server } = fakeServer();
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await screen.findByText('Question 1 of 3');
    await user.click(radio('A Answer A to 101'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));

    const summary = screen.getByRole('alertdialog', { name: 'Finish the quiz?' });
    expect(within(summary).getByText('2 unanswered, 1 flagged')).toBeInTheDocument();
    expect(within(summary).getByText('Unanswered: 2, 3')).toBeInTheDocument();
    expect(within(summary).getByText('Flagged for review: 2')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Back to questions' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(submits(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    const submit = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit answers' });
    await user.dblClick(submit);
    await waitFor(() => expect(location()).toBe('/quiz-results/900'));
    expect(server.sessions).toBe(1);
  });

  it('Finish while offline says "Not submitted yet: offline" and submits once the connection returns, exactly one session', async () => {
    const user = userEvent.setup();
    const { server } = fakeServer({ questions: [question(101)] });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await screen.findByText('Question 1 of 1');
    server.online = false;
    await user.click(radio('B Answer B to 101'));
    await user.click(screen.getByRole('button', { name: 'Finish Quiz' }));
    expect(await screen.findByText('Not submitted yet: offline.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/sent as soon as you are back online/);
    server.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(location()).toBe('/quiz-results/900'));
    expect(server.attempt.answers).toEqual(['B']);
    expect(server.sessions).toBe(1);
  });

  it('Exit asks whether to leave, then abandons the attempt on the server and goes to the difficulty page', async () => {
    const user = userEvent.setup();
    const { server } = fakeServer();
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await user.click(await screen.findByRole('radio', { name: 'A Answer A to 101' }));
    await user.click(screen.getByRole('button', { name: 'Exit' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to exit the quiz? Your progress will be lost.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep going' }));
    expect(server.abandoned).toBe(false);
    expect(radio('A Answer A to 101')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Exit' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Exit Quiz' }));
    await waitFor(() => expect(location()).toBe('/modules/4/difficulty'));
    expect(server.abandoned).toBe(true);
  });

  it('an attempt already submitted (elsewhere, or graded when its time ran out) goes straight to its results', async () => {
    fakeServer({ status: 200, submitted: true });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await waitFor(() => expect(location()).toBe('/quiz-results/900'));
  });
});

describe('quiz: the clock', () => {
  it("turns orange at 2:00, red with a warning at 1:00 without moving the question, then Time's up is said and the results follow", async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, shouldAdvanceTime: false });
    const { calls, server } = fakeServer({ secondsLeft: 125 });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await act(() => vi.advanceTimersByTimeAsync(50));
    const timer = screen.getByRole('timer');
    const pill = timer.parentElement!;
    expect(timer).toHaveTextContent('2:05');
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(radio('A Answer A to 101')).toBeChecked();
    const heading = screen.getByRole('heading', { level: 2, name: /fact number 101/ });
    const row = pill.parentElement!;
    expect(row.className).toContain('min-h-10');

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(pill).toHaveAttribute('data-tone', 'warning');
    expect(screen.queryByText('Time is almost up!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(pill).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Time is almost up!')).toBeInTheDocument();
    // The warning sits in the clock's row: the question is the same element, in the same place in the tree.
    expect(screen.getByRole('heading', { level: 2, name: /fact number 101/ })).toBe(heading);
    expect(screen.getByTestId('timer-announcement')).toHaveTextContent('1 minute left');

    expect(submits(calls)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer).toHaveTextContent('0:00');
    const dialog = screen.getByRole('dialog', { name: "Time's up" });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(submits(calls)).toHaveLength(1);
    expect(within(dialog).getByText('Your answers saved before 0:00 have been graded.')).toBeInTheDocument();
    expect(server.attempt.answers[0]).toBe('A');
    fireEvent.click(within(dialog).getByRole('link', { name: 'See your results' }));
    expect(location()).toBe('/quiz-results/900');
  });
});

describe('quiz: the question card', () => {
  const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
  const HINT = 'You can choose 2 options here. Clear one of your choices to pick another.';

  it('a "choose two" question by keyboard: letters toggle, a third is refused with a hint, Space toggles; the answer is saved as letters', async () => {
    const user = userEvent.setup();
    const { server } = fakeServer({ questions: [question(202), question(201, { choose: 2 })] });
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    await screen.findByText('Question 1 of 2');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Choose 2')).toBeInTheDocument();
    await user.keyboard('c');
    await user.keyboard('1');
    expect(checkbox('A Answer A to 201')).toBeChecked();
    await user.keyboard('d');
    expect(checkbox('D Answer D to 201')).not.toBeChecked();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    await user.keyboard('3');
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    checkbox('D Answer D to 201').focus();
    await user.keyboard(' ');
    expect(checkbox('D Answer D to 201')).toBeChecked();
    await waitFor(() => expect(server.attempt.answers).toEqual(['', 'AD']));
  });

  it('renders Markdown in the question and options: code blocks as code, raw HTML as text', async () => {
    const q = {
      ...question(203, { choose: 2 }),
      text: 'What does this print?\n\n```python\nfor i in range(2):\n    print(i)\n```',
      options: [
        { id: 'A' as const, text: '`0` then `1`' },
        { id: 'B' as const, text: '<img src=x onerror=alert(1)>' },
        { id: 'C' as const, text: '**Nothing**' },
        { id: 'D' as const, text: 'An error' },
      ],
    };
    fakeServer({ questions: [q] });
    const { container } = renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    const heading = await screen.findByRole('heading', { level: 2, name: /What does this print/ });
    expect(heading.querySelector('pre > code')).toHaveTextContent(/for i in range\(2\):\s+print\(i\)/);
    expect(checkbox('A 0 then 1')).toBeInTheDocument();
    expect(checkbox('B <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('quiz: problems', () => {
  it('a module and difficulty with no questions says so and offers a way back', async () => {
    mswServer.use(http.post('/api/attempts', () => apiError(409, 'No questions available for this module and difficulty')));
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'No questions available for this module and difficulty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another difficulty' })).toHaveAttribute('href', '/modules/4/difficulty');
  });

  it('a start that cannot reach the server offers Try again', async () => {
    const user = userEvent.setup();
    const { server } = fakeServer();
    server.online = false;
    renderApp(<QuizPage />, { path: PATTERN, url: PATH });
    expect(await screen.findByText('Failed to start the quiz')).toBeInTheDocument();
    server.online = true;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Question 1 of 3')).toBeInTheDocument();
  });

  it('an unknown difficulty is a clear not-found', () => {
    renderApp(<QuizPage />, { path: PATTERN, url: '/modules/4/quiz/extreme' });
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz not found' })).toBeInTheDocument();
  });
});
