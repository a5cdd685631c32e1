import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { QuizSession } from '@common/schemas/quiz-session';
import { createTestApp, engines, makeQuestion, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { insertQuestions } from '../catalog/repository';
import { sweep } from './service';

type Seeded = Awaited<ReturnType<typeof seedCatalog>>;
type Learner = Awaited<ReturnType<typeof registerLearner>>;

describe.each(engines)('attempts held by the server on %s', (engine) => {
  let t: TestApp;
  let seeded: Seeded;
  let learner: Learner;
  // The server's clock, moved by the tests.
  let now: number;
  beforeEach(async () => {
    now = Date.parse('2026-11-20T10:00:00.000Z');
    t = await createTestApp(engine, { quizSize: 5 }, { clock: () => new Date(now) });
    seeded = await seedCatalog(t.database, 6);
    learner = await registerLearner(t.app);
  });
  afterEach(() => t.close());

  const keyOf = (questionId: number) => seeded.questions.find((q) => q.id === questionId)!.correct;
  const wrongOf = (questionId: number) => (keyOf(questionId) === 'A' ? 'B' : 'A');
  const start = (body: object, who: Learner = learner) => t.app.inject({ method: 'POST', url: '/api/attempts', headers: who.headers, payload: body });
  const started = async (body: object = { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' }) => {
    const res = await start(body);
    expect(res.statusCode).toBe(201);
    return res.json<Attempt>();
  };
  const save = (id: number, index: number, payload: object, who: Learner = learner) => t.app.inject({ method: 'PUT', url: `/api/attempts/${id}/answers/${index}`, headers: who.headers, payload });
  const submit = (id: number, who: Learner = learner) => t.app.inject({ method: 'POST', url: `/api/attempts/${id}/submit`, headers: who.headers });
  const get = (id: number, who: Learner = learner) => t.app.inject({ method: 'GET', url: `/api/attempts/${id}`, headers: who.headers });

  describe('POST /api/attempts', () => {
    it('starts a timed practice attempt whose questions carry no key and no explanation', async () => {
      const attempt = await started();
      expect(attempt).toMatchObject({
        mode: 'practice',
        status: 'in_progress',
        title: 'Access Control · easy',
        certificateId: seeded.certificateId,
        moduleId: seeded.moduleId,
        difficulty: 'easy',
        startedAt: '2026-11-20T10:00:00.000Z',
        deadline: '2026-11-20T10:06:00.000Z',
        timeLimit: 360,
        sessionId: null,
      });
      expect(attempt.questions).toHaveLength(5);
      expect(attempt.answers).toEqual(['', '', '', '', '']);
      expect(attempt.flags).toEqual([false, false, false, false, false]);
      expect(attempt.feedback).toEqual([null, null, null, null, null]);
      for (const q of attempt.questions) {
        expect(q).not.toHaveProperty('correctAnswer');
        expect(q).not.toHaveProperty('explanation');
        expect(q).toMatchObject({ difficulty: 'easy', type: 'single', choose: 1 });
      }
    });

    it('resumes the attempt in progress for the same mode, module and difficulty, from another device too', async () => {
      const first = await started();
      await save(first.id, 2, { answer: 'C', flagged: true });
      const secondDevice = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password } });
      const otherHeaders = { authorization: `Bearer ${secondDevice.json<{ accessToken: string }>().accessToken}` };
      const again = await t.app.inject({ method: 'POST', url: '/api/attempts', headers: otherHeaders, payload: { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' } });
      expect(again.statusCode).toBe(200);
      expect(again.json<Attempt>()).toMatchObject({ id: first.id, answers: ['', '', 'C', '', ''], flags: [false, false, true, false, false] });
      expect(again.json<Attempt>().questions.map((q) => q.id)).toEqual(first.questions.map((q) => q.id));
      // Another difficulty or mode is another attempt.
      expect((await start({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'hard' })).statusCode).toBe(201);
      expect((await start({ mode: 'study', moduleId: seeded.moduleId, difficulty: 'easy' })).statusCode).toBe(201);
    });

    it('starts one attempt when starts of the same scope race (a double click), and every one answers it', async () => {
      const results = await Promise.all(Array.from({ length: 5 }, () => start({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
      const ids = new Set(results.map((r) => r.json<Attempt>().id));
      expect(ids.size).toBe(1);
      const inProgress = (await t.app.inject({ method: 'GET', url: '/api/attempts', headers: learner.headers })).json<Attempt[]>();
      expect(inProgress.map((a) => a.id)).toEqual([...ids]);
    });

    it('grades an attempt of the same scope whose time ran out, and starts a new one in its place', async () => {
      const first = await started();
      await save(first.id, 0, { answer: keyOf(first.questions[0]!.id) });
      now += 7 * 60_000;
      const res = await start({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' });
      expect(res.statusCode).toBe(201);
      expect(res.json<Attempt>().id).not.toBe(first.id);
      expect((await get(first.id)).json<Attempt>()).toMatchObject({ status: 'submitted', sessionId: expect.any(Number) });
      const history = (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json<{ score: number; timeUsed: number }[]>();
      expect(history).toEqual([expect.objectContaining({ score: 1, timeUsed: 360 })]);
    });

    it('starts an untimed study attempt', async () => {
      const attempt = await started({ mode: 'study', moduleId: seeded.moduleId, difficulty: 'mixed' });
      expect(attempt).toMatchObject({ mode: 'study', deadline: null, timeLimit: null, title: 'Access Control · mixed' });
    });

    it('refuses a bad body, an unknown module and a module without questions', async () => {
      expect((await start({ mode: 'exam-prep', moduleId: seeded.moduleId, difficulty: 'easy' })).json()).toMatchObject({
        message: expect.stringContaining('Mode must be practice, study, exam, review or mistakes'),
      });
      expect((await start({ mode: 'exam', moduleId: seeded.moduleId })).statusCode).toBe(400);
      expect((await start({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'expert' })).statusCode).toBe(400);
      expect((await start({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy', extra: 1 })).statusCode).toBe(400);
      expect((await start({ mode: 'practice', moduleId: 999_999, difficulty: 'easy' })).statusCode).toBe(404);
      const empty = await start({ mode: 'practice', moduleId: seeded.emptyModuleId, difficulty: 'easy' });
      expect(empty.statusCode).toBe(409);
      expect(empty.json()).toEqual({ message: 'No questions available for this module and difficulty', code: 'no_questions' });
    });

    it('needs a signed-in learner', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/attempts', payload: { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('saving answers and flags', () => {
    it('saves an answer and a flag, and a later read shows them', async () => {
      const attempt = await started();
      const res = await save(attempt.id, 0, { answer: 'B' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ index: 0, answer: 'B', flagged: false, feedback: null });
      expect((await save(attempt.id, 0, { flagged: true })).json()).toEqual({ index: 0, answer: 'B', flagged: true, feedback: null });
      expect((await save(attempt.id, 0, { answer: '' })).json()).toMatchObject({ answer: '', flagged: true });
      const read = (await get(attempt.id)).json<Attempt>();
      expect(read.answers[0]).toBe('');
      expect(read.flags[0]).toBe(true);
    });

    it('refuses a bad answer, a bad index and an empty body with a message that says what is wrong', async () => {
      const attempt = await started();
      expect((await save(attempt.id, 0, { answer: 'E' })).json()).toMatchObject({ message: expect.stringContaining('only the letters A, B, C and D') });
      expect((await save(attempt.id, 0, { answer: 'AB' })).json()).toEqual({ message: 'This question takes one option, not 2', code: 'bad_answer' });
      const outside = await save(attempt.id, 5, { answer: 'A' });
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toEqual({ message: 'This attempt has 5 questions: the index runs from 0 to 4', code: 'bad_index' });
      expect((await save(attempt.id, 0, {})).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/-1`, headers: learner.headers, payload: { answer: 'A' } })).statusCode).toBe(400);
    });

    it('takes up to "choose" letters for a multiple-answer question', async () => {
      const now = new Date().toISOString();
      await insertQuestions(
        t.database.db,
        seeded.emptyModuleId,
        [1, 2].map((i) => makeQuestion(900 + i, 'medium', 'AC')),
        now,
      );
      await t.database.db
        .updateTable('catalog_version')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .execute();
      const attempt = await started({ mode: 'practice', moduleId: seeded.emptyModuleId, difficulty: 'medium' });
      expect(attempt.questions[0]).toMatchObject({ type: 'multiple', choose: 2 });
      expect((await save(attempt.id, 0, { answer: 'AC' })).statusCode).toBe(200);
      expect((await save(attempt.id, 1, { answer: 'ABC' })).json()).toEqual({ message: 'This question takes at most 2 options, not 3', code: 'bad_answer' });
      expect((await save(attempt.id, 1, { answer: 'CA' })).json()).toMatchObject({ message: expect.stringContaining('alphabetical order') });
      const session = (await submit(attempt.id)).json<QuizSession>();
      expect(session.score).toBe(1);
      expect(session.review[0]).toMatchObject({ type: 'multiple', chosen: 'AC', correctAnswer: 'AC', correct: true });
    });

    it('refuses an answer after the deadline, with a few seconds of grace', async () => {
      const attempt = await started();
      now += 360_000 + 4_000;
      expect((await save(attempt.id, 0, { answer: 'A' })).statusCode).toBe(200);
      now += 2_000;
      const late = await save(attempt.id, 1, { answer: 'A' });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'Time is up', code: 'time_up' });
    });

    it('gives feedback after each answer in study mode, and then the answer is final', async () => {
      const attempt = await started({ mode: 'study', moduleId: seeded.moduleId, difficulty: 'easy' });
      const q = attempt.questions[0]!;
      const wrong = await save(attempt.id, 0, { answer: wrongOf(q.id) });
      expect(wrong.json()).toEqual({
        index: 0,
        answer: wrongOf(q.id),
        flagged: false,
        feedback: { correct: false, correctAnswer: keyOf(q.id), explanation: expect.stringContaining('Explanation of question') },
      });
      const change = await save(attempt.id, 0, { answer: keyOf(q.id) });
      expect(change.statusCode).toBe(409);
      expect(change.json()).toEqual({ message: 'This answer already got feedback and cannot be changed', code: 'answer_final' });
      // Flagging stays possible, and the same answer again is harmless (a retry).
      expect((await save(attempt.id, 0, { answer: wrongOf(q.id), flagged: true })).statusCode).toBe(200);
      const read = (await get(attempt.id)).json<Attempt>();
      expect(read.feedback[0]).toMatchObject({ correct: false, correctAnswer: keyOf(q.id) });
      expect(read.feedback[1]).toBeNull();
    });

    it('is a 404 for another learner, and a 409 once submitted', async () => {
      const attempt = await started();
      const other = await registerLearner(t.app);
      expect((await save(attempt.id, 0, { answer: 'A' }, other)).statusCode).toBe(404);
      expect((await get(attempt.id, other)).statusCode).toBe(404);
      expect((await submit(attempt.id, other)).statusCode).toBe(404);
      expect((await submit(attempt.id)).statusCode).toBe(201);
      const after = await save(attempt.id, 0, { answer: 'A' });
      expect(after.statusCode).toBe(409);
      expect(after.json()).toEqual({ message: 'This attempt is already submitted', code: 'attempt_submitted' });
    });
  });

  describe('submitting', () => {
    it('grades with the saved answers, once, and history and progress count it', async () => {
      const attempt = await started();
      const [q0, q1] = attempt.questions;
      await save(attempt.id, 0, { answer: keyOf(q0!.id) });
      await save(attempt.id, 1, { answer: wrongOf(q1!.id) });
      now += 95_000;
      const res = await submit(attempt.id);
      expect(res.statusCode).toBe(201);
      const session = res.json<QuizSession>();
      expect(session).toMatchObject({
        mode: 'practice',
        title: 'Access Control · easy',
        passed: null,
        score: 1,
        totalQuestions: 5,
        timeUsed: 95,
        xpEarned: 15,
        breakdown: [{ moduleId: seeded.moduleId, moduleName: 'Access Control', correct: 1, total: 5 }],
        completedAt: '2026-11-20T10:01:35.000Z',
      });
      expect(session.review.map((r) => r.chosen)).toEqual([keyOf(q0!.id), wrongOf(q1!.id), '', '', '']);
      const again = await submit(attempt.id);
      expect(again.statusCode).toBe(200);
      // The first submit answers with the session it stored, a repeat with the session read back: the same.
      expect(again.json<QuizSession>()).toEqual(session);
      expect((await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: learner.headers })).json()).toEqual(session);
      expect((await get(attempt.id)).json<Attempt>()).toMatchObject({ status: 'submitted', sessionId: session.id });
      const history = (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json<{ id: number; mode: string }[]>();
      expect(history).toEqual([expect.objectContaining({ id: session.id, mode: 'practice', title: 'Access Control · easy' })]);
      // A new start after submitting is a new attempt.
      expect((await start({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' })).statusCode).toBe(201);
    });

    it('stores exactly one session when submits race (double clicks, two devices)', async () => {
      const attempt = await started();
      await save(attempt.id, 0, { answer: 'A' });
      const results = await Promise.all(Array.from({ length: 8 }, () => submit(attempt.id)));
      const ids = new Set(results.map((r) => r.json<QuizSession>().id));
      expect(ids.size).toBe(1);
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(7);
      const rows = await t.database.db.selectFrom('quiz_sessions').select('id').where('user_id', '=', learner.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('grades an expired attempt with what was saved and the full time when its learner next reads anything', async () => {
      const attempt = await started();
      await save(attempt.id, 0, { answer: keyOf(attempt.questions[0]!.id) });
      now += 3_600_000;
      const history = await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers });
      const rows = history.json<{ score: number; timeUsed: number; completedAt: string }[]>();
      expect(rows).toEqual([expect.objectContaining({ score: 1, timeUsed: 360, completedAt: '2026-11-20T10:06:00.000Z' })]);
      expect((await get(attempt.id)).json<Attempt>().status).toBe('submitted');
      const progress = await t.app.inject({ method: 'GET', url: '/api/progress', headers: learner.headers });
      expect(progress.json()).toMatchObject({ totalQuizzes: 1, totalCorrect: 1 });
    });

    it('grades an expired attempt before every learner read, and only once its grace has passed', async () => {
      const reads = [
        '/api/quiz-history',
        '/api/progress?tz=Europe/Berlin',
        '/api/user-activity/range?startDate=2026-11-01&endDate=2026-11-30&tz=Europe/Berlin',
        '/api/user-activity?year=2026&month=11&tz=Europe/Berlin',
        '/api/review/summary?tz=Europe/Berlin',
        `/api/readiness?certificateId=${seeded.certificateId}`,
        '/api/attempts?status=in_progress',
      ];
      const statusOf = async (id: number) => (await t.database.db.selectFrom('attempts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
      for (const url of reads) {
        const attempt = await started();
        // 6 minutes of quiz and 5 s of grace: one second before the end of the grace it still runs.
        now = Date.parse(attempt.deadline!) + 4_000;
        expect((await t.app.inject({ method: 'GET', url, headers: learner.headers })).statusCode).toBe(200);
        expect(await statusOf(attempt.id), url).toBe('in_progress');
        now += 2_000;
        expect((await t.app.inject({ method: 'GET', url, headers: learner.headers })).statusCode).toBe(200);
        expect(await statusOf(attempt.id), url).toBe('submitted');
      }
      const history = (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json<unknown[]>();
      expect(history).toHaveLength(reads.length);
    });

    it('grades on read an expired attempt that another app server started (no state kept in this process)', async () => {
      // A reader first, so that this process has seen the learner with nothing expired.
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json()).toEqual([]);
      const [question] = seeded.questions.filter((q) => q.difficulty === 'easy');
      await t.database.db
        .insertInto('attempts')
        .values({
          user_id: learner.id,
          mode: 'practice',
          status: 'in_progress',
          title: 'Access Control · easy',
          certificate_id: seeded.certificateId,
          module_id: seeded.moduleId,
          difficulty: 'easy',
          question_ids: JSON.stringify([question!.id]),
          answers: JSON.stringify([question!.correct]),
          flags: '[false]',
          started_at: '2026-11-20T09:00:00.000Z',
          deadline: '2026-11-20T09:06:00.000Z',
          time_limit: 360,
          pass_mark: null,
          session_id: null,
          resume_key: `practice:${seeded.moduleId}:easy`,
          updated_at: '2026-11-20T09:00:00.000Z',
        })
        .execute();
      const history = (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json<{ score: number; timeUsed: number }[]>();
      expect(history).toEqual([expect.objectContaining({ score: 1, timeUsed: 360 })]);
    });

    it('grades an expired attempt when it is read itself, and lists only attempts in progress', async () => {
      const timed = await started();
      const untimed = await started({ mode: 'study', moduleId: seeded.moduleId, difficulty: 'hard' });
      const list = await t.app.inject({ method: 'GET', url: '/api/attempts?status=in_progress', headers: learner.headers });
      expect(
        list
          .json<Attempt[]>()
          .map((a) => a.id)
          .sort(),
      ).toEqual([timed.id, untimed.id].sort());
      now += 400_000;
      const read = (await get(timed.id)).json<Attempt>();
      expect(read.status).toBe('submitted');
      expect(read.sessionId).toEqual(expect.any(Number));
      const after = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: learner.headers });
      expect(after.json<Attempt[]>().map((a) => a.id)).toEqual([untimed.id]);
    });
  });

  describe('abandoning and cleaning up', () => {
    it('abandons an attempt: nothing graded or counted, and a new start draws afresh', async () => {
      const attempt = await started();
      await save(attempt.id, 0, { answer: 'A' });
      const res = await t.app.inject({ method: 'DELETE', url: `/api/attempts/${attempt.id}`, headers: learner.headers });
      expect(res.statusCode).toBe(204);
      expect((await get(attempt.id)).statusCode).toBe(404);
      expect((await submit(attempt.id)).statusCode).toBe(404);
      const progress = await t.app.inject({ method: 'GET', url: '/api/progress', headers: learner.headers });
      expect(progress.json()).toMatchObject({ totalQuizzes: 0 });
      const fresh = await started();
      expect(fresh.id).not.toBe(attempt.id);
    });

    it('cannot abandon a submitted attempt', async () => {
      const attempt = await started();
      await submit(attempt.id);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/attempts/${attempt.id}`, headers: learner.headers });
      expect(res.statusCode).toBe(409);
    });

    it('the clean-up grades expired attempts of anyone and deletes abandoned ones older than a day', async () => {
      const expired = await started();
      const abandoned = await started({ mode: 'practice', moduleId: seeded.moduleId, difficulty: 'hard' });
      await t.app.inject({ method: 'DELETE', url: `/api/attempts/${abandoned.id}`, headers: learner.headers });
      now += 2 * 24 * 3_600_000;
      expect(await sweep(t.app.attemptContext)).toEqual({ graded: 1, deleted: 1 });
      const rows = await t.database.db.selectFrom('attempts').select(['id', 'status']).execute();
      expect(rows).toEqual([{ id: expired.id, status: 'submitted' }]);
    });
  });
});
