import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflinePack } from '@common/schemas/offline-pack';
import type { Question } from '@common/schemas/question';
import type { QuizSession, QuizSubmission } from '@common/schemas/quiz-session';
import { clearDeviceData } from '@/lib/offline/clear-device-data';
import { listOutbox, setOutboxOwner } from '@/lib/offline/outbox';
import { fake, json, USER } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import type { useCountdown } from '@/features/quiz';
import { getRun, listResults, savePack, saveRun } from './api/device-data';
import { syncOutbox } from './api/sync';
import OfflineQuizPage from './offline-quiz-page';
import OfflineResultPage from './offline-result-page';

/** How often the clock told the page that time ran out (useCountdown's onExpire): once per run, never twice. */
const expiries = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/quiz/components/use-countdown', async (importOriginal) => {
  const actual = await importOriginal<{ useCountdown: typeof useCountdown }>();
  return {
    useCountdown: (...[deadline, running, limit, onExpire]: Parameters<typeof useCountdown>) =>
      actual.useCountdown(
        deadline,
        running,
        limit,
        onExpire &&
          (() => {
            expiries.count++;
            onExpire();
          }),
      ),
  };
});

const T0 = Date.parse('2026-03-02T09:00:00Z');

function question(id: number, correctAnswer: string): Question {
  return {
    id,
    text: `What is fact number ${id}?`,
    options: (['A', 'B', 'C', 'D'] as const).map((o) => ({ id: o, text: `Answer ${o} to ${id}` })),
    type: 'single',
    correctAnswer,
    difficulty: 'easy',
    explanation: `Fact ${id} is answered by ${correctAnswer}.`,
    moduleId: 4,
  };
}

/** The module kept on the device: three easy questions, keys B, C and A. */
const QUESTIONS = [question(101, 'B'), question(102, 'C'), question(103, 'A')];
const PACK: OfflinePack = {
  module: { id: 4, name: 'Incident Basics', description: 'Handling incidents', certificateId: 2, order: 1, hasQuestions: true, questionCounts: { easy: 3, medium: 0, hard: 0 }, certificateName: 'Ops' },
  questions: QUESTIONS,
  packedAt: '2026-03-01T08:00:00.000Z',
};

/** POST /api/quiz-sessions as the server answers it (grading again by the keys); with the fake offline, no connection. */
function fakeQuizSessions() {
  const posted: QuizSubmission[] = [];
  server.use(
    http.post('/api/quiz-sessions', async ({ request }) => {
      if (!fake.state.online) return HttpResponse.error();
      const body = (await request.json()) as QuizSubmission;
      posted.push(body);
      const score = body.questions.filter((id, i) => QUESTIONS.find((q) => q.id === id)?.correctAnswer === body.answers[i]).length;
      const session = { id: 900 + posted.length, moduleId: body.moduleId, score, totalQuestions: body.questions.length } as QuizSession;
      return json(session, 201);
    }),
  );
  return posted;
}

function renderQuiz(mode: 'practice' | 'study') {
  return renderApp(<OfflineQuizPage />, { path: '/offline/:moduleId/:mode', url: `/offline/4/${mode}`, routes: { '/offline/results/:resultId': <OfflineResultPage /> } });
}

/** Only the countdown's interval and the clock are faked: IndexedDB, MSW and React keep their own timers. */
function fakeClock() {
  vi.useFakeTimers({ now: T0, toFake: ['setInterval', 'clearInterval', 'Date'] });
}
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const clock = () => screen.getByLabelText(/^Time left:/);
const location = () => screen.getByTestId('location').textContent;

async function start(mode: 'practice' | 'study') {
  const view = renderQuiz(mode);
  await view.user.click(await screen.findByRole('button', { name: /^Easy/ }));
  await screen.findByText('Question 1 of 3');
  return view;
}

beforeEach(async () => {
  expiries.count = 0;
  await clearDeviceData();
  await savePack(USER.id, PACK);
  // The signed-in frame says whose entries the outbox queues (app/offline-sync.tsx).
  setOutboxOwner(USER.id);
  // The draw keeps the pack's order, so the questions come as listed.
  vi.spyOn(Math, 'random').mockReturnValue(0.999);
});

afterEach(() => setOutboxOwner(null));

describe('offline practice', () => {
  it('shows the time left; Finish grades at once, shows the result, and queues one result that is sent once back online', async () => {
    fakeClock();
    const posted = fakeQuizSessions();
    // Offline: nothing can be sent yet.
    fake.seed({ online: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, queryClient } = await start('practice');

    expect(screen.getByText('Incident Basics · Practice offline')).toBeInTheDocument();
    expect(clock()).toHaveTextContent('6:00');
    expect(clock()).toHaveAccessibleName('Time left: 6 minutes 00 seconds');
    await advance(90_000);
    expect(clock()).toHaveTextContent('4:30');

    await user.click(radio('B Answer B to 101'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(radio('A Answer A to 102'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    await user.click(radio('A Answer A to 103'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'You scored 2 out of 3 (67%)' })).toBeInTheDocument();
    expect(location()).toMatch(/^\/offline\/results\/.+/);
    expect(screen.getByText('Waiting to be sent.')).toBeInTheDocument();
    // The review, question by question, says which were right in words.
    expect(screen.getAllByText(/^(Correct|Incorrect)\.$/).map((e) => e.textContent?.trim())).toEqual(['Correct.', 'Incorrect.', 'Correct.']);
    expect(screen.getAllByText(/^Your answer:/)[1]).toHaveTextContent('Your answer: A · Correct: C');

    // One result on the device, one entry in the outbox, nothing sent.
    expect(await listResults(USER.id)).toHaveLength(1);
    const outbox = await listOutbox(USER.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'quiz-session', body: { moduleId: 4, difficulty: 'easy', questions: [101, 102, 103], answers: ['B', 'A', 'A'], score: 2, totalQuestions: 3, timeUsed: 90 } });
    expect(posted).toHaveLength(0);
    // The run is over: reopening the quiz offers a new one.
    expect(await getRun(USER.id, 4, 'practice')).toBeUndefined();

    // Back online: the sync (on `online`, on start, every 20 s) sends it once, however often it runs.
    fake.seed({ online: true });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await Promise.all([syncOutbox(USER.id, queryClient), syncOutbox(USER.id, queryClient)]);
    await syncOutbox(USER.id, queryClient);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ answers: ['B', 'A', 'A'], timeUsed: 90 });
    expect(await screen.findByText('Sent: this result counts in your history and progress.')).toBeInTheDocument();
    expect(await listOutbox(USER.id)).toEqual([]);
  });

  it('at 0:00 finishes the run with the answers as they stand, once, and shows the result', async () => {
    fakeClock();
    const posted = fakeQuizSessions();
    fake.seed({ online: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await start('practice');

    await user.click(radio('B Answer B to 101'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(radio('D Answer D to 102'));
    await advance(359_000);
    expect(clock()).toHaveTextContent('0:01');
    expect(await listResults(USER.id)).toHaveLength(0);
    expect(expiries.count).toBe(0);

    // The clock reaches 0:00 and keeps ticking for a while before anything re-renders.
    await advance(5_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'You scored 1 out of 3 (33%)' })).toBeInTheDocument();
    await advance(5_000);
    expect(expiries.count).toBe(1);

    const results = await listResults(USER.id);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ answers: ['B', 'D', ''], score: 1, timeUsed: 360 });
    const outbox = await listOutbox(USER.id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ body: { answers: ['B', 'D', ''], timeUsed: 360 } });
    expect(posted).toHaveLength(0);
    expect(screen.getByText('Waiting to be sent.')).toBeInTheDocument();
  });

  it('Finish before 0:00 ends the clock: it never finishes the run a second time', async () => {
    fakeClock();
    fake.seed({ online: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await start('practice');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await advance(300_000);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You scored 0 out of 3 (0%)' })).toBeInTheDocument();
    await advance(120_000);
    expect(expiries.count).toBe(0);
    expect(await listResults(USER.id)).toHaveLength(1);
    expect(await listOutbox(USER.id)).toHaveLength(1);
  });
});

describe('offline study', () => {
  it('has no clock; Check answer says right or wrong in words and shows the explanation', async () => {
    const { user } = await start('study');
    expect(screen.getByText('Incident Basics · Study offline')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Time left:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d:\d\d/)).not.toBeInTheDocument();

    // Nothing chosen: nothing to check yet.
    expect(screen.queryByRole('button', { name: 'Check answer' })).not.toBeInTheDocument();
    await user.click(radio('A Answer A to 101'));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const wrong = screen.getByRole('status');
    expect(wrong).toHaveTextContent('Not quite: the answer is B');
    expect(wrong).toHaveTextContent('Fact 101 is answered by B.');
    // A checked answer stays as it was.
    expect(radio('B Answer B to 101')).toBeDisabled();
    expect(radio('A Answer A to 101')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(radio('C Answer C to 102'));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    const right = screen.getByRole('status');
    expect(right).toHaveTextContent('Correct');
    expect(right).not.toHaveTextContent('Not quite');
    expect(right).toHaveTextContent('Fact 102 is answered by C.');
  });
});

describe('an offline quiz under way', () => {
  it('after a reload resumes at the same question with the answers kept, and the clock still running from the start', async () => {
    fakeClock();
    const first = await start('practice');
    await first.user.click(radio('C Answer C to 101'));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.click(radio('B Answer B to 102'));
    await advance(60_000);
    expect(clock()).toHaveTextContent('5:00');
    // Kept on the device as the learner goes.
    await vi.waitFor(async () => expect((await getRun(USER.id, 4, 'practice'))?.answers).toEqual(['C', 'B', '']));
    first.unmount();

    await advance(30_000);
    const second = renderQuiz('practice');
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Easy/ })).not.toBeInTheDocument();
    expect(radio('B Answer B to 102')).toBeChecked();
    expect(clock()).toHaveTextContent('4:30');
    await second.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(radio('C Answer C to 101')).toBeChecked();
  });

  it('a practice reopened after its 6 minutes finishes at once, once, with the answers it had', async () => {
    fakeClock();
    fake.seed({ online: false });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await saveRun({
      userId: USER.id,
      moduleId: 4,
      moduleName: 'Incident Basics',
      mode: 'practice',
      difficulty: 'easy',
      questions: QUESTIONS,
      answers: ['B', 'C', ''],
      checked: [false, false, false],
      index: 1,
      startedAt: T0 - 400_000,
    });
    renderQuiz('practice');

    expect(await screen.findByRole('heading', { level: 1, name: 'You scored 2 out of 3 (67%)' })).toBeInTheDocument();
    await advance(2_000);
    expect(await listResults(USER.id)).toHaveLength(1);
    expect(await listOutbox(USER.id)).toHaveLength(1);
    expect((await listOutbox(USER.id))[0]).toMatchObject({ body: { answers: ['B', 'C', ''], timeUsed: 360 } });
  });
});
