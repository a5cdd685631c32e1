/** Exam, review and mistakes attempts, the exam blueprint, and readiness. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { QuizSession } from '@common/schemas/quiz-session';
import type { Readiness } from '@common/schemas/review';
import { createTestApp, engines, makeQuestion, registerAdmin, registerLearner, type TestApp } from '@server/test/helpers';
import { insertCertificate, insertModule, insertQuestions } from '../catalog/repository';

type Learner = Awaited<ReturnType<typeof registerLearner>>;

describe.each(engines)('study modes on %s', (engine) => {
  let t: TestApp;
  let learner: Learner;
  let now: number;
  let certificateId: number;
  let modules: number[];
  /** question id → { key, module } */
  const keys = new Map<number, { key: string; moduleId: number }>();
  const DAY = 86_400_000;

  beforeEach(async () => {
    now = Date.parse('2026-11-20T10:00:00.000Z');
    t = await createTestApp(engine, { quizSize: 5 }, { clock: () => new Date(now) });
    const db = t.database.db;
    const at = new Date(now).toISOString();
    certificateId = await insertCertificate(db, { name: 'Platform Administrator', description: 'For tests.', level: 'Beginner' }, at);
    modules = [];
    keys.clear();
    // Three modules of 12 questions each (4 per difficulty), keys spread over A to D.
    for (const [m, name] of ['Users and Roles', 'Access Rules', 'Data Schema'].entries()) {
      const moduleId = await insertModule(db, { certificateId, name, description: 'A module.', order: m + 1 }, at);
      modules.push(moduleId);
      const letters = ['A', 'B', 'C', 'D'] as const;
      await insertQuestions(
        db,
        moduleId,
        (['easy', 'medium', 'hard'] as const).flatMap((d, di) => [0, 1, 2, 3].map((i) => makeQuestion(m * 1000 + di * 10 + i, d, letters[(i + di) % 4]))),
        at,
      );
    }
    const rows = await db.selectFrom('questions').select(['id', 'correct_answer', 'module_id']).execute();
    for (const r of rows) keys.set(r.id, { key: r.correct_answer, moduleId: r.module_id });
    learner = await registerLearner(t.app);
  });
  afterEach(() => t.close());

  const start = (payload: object) => t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload });
  const answer = (attempt: Attempt, i: number, right: boolean) => {
    const key = keys.get(attempt.questions[i]!.id)!.key;
    return t.app.inject({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/${i}`, headers: learner.headers, payload: { answer: right ? key : key === 'A' ? 'B' : 'A' } });
  };
  const submit = async (attempt: Attempt) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/attempts/${attempt.id}/submit`, headers: learner.headers });
    expect(res.statusCode).toBe(201);
    return res.json<QuizSession>();
  };
  const readiness = async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/readiness?certificateId=${certificateId}&tz=UTC`, headers: learner.headers });
    expect(res.statusCode).toBe(200);
    return res.json<Readiness>();
  };

  describe('mock exam', () => {
    it('shows the default exam on the certificate: 60 questions or all there are, 90 minutes, 70%', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}`, headers: learner.headers });
      expect(res.json()).toMatchObject({ id: certificateId, exam: { questionCount: 36, timeLimit: 5400, passMark: 70, available: 36 } });
    });

    it('draws by the blueprint’s weights, times it, and says passed or not with a breakdown per module', async () => {
      const admin = await registerAdmin(t.app);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/certificates/${certificateId}/exam`,
        headers: admin.headers,
        payload: {
          questionCount: 10,
          timeLimit: 600,
          passMark: 60,
          weights: [
            { moduleId: modules[0], weight: 3 },
            { moduleId: modules[1], weight: 2 },
            { moduleId: modules[2], weight: 0 },
          ],
        },
      });
      expect(put.statusCode).toBe(200);
      const res = await start({ mode: 'exam', certificateId });
      expect(res.statusCode).toBe(201);
      const attempt = res.json<Attempt>();
      expect(attempt).toMatchObject({ mode: 'exam', title: 'Mock exam · Platform Administrator', moduleId: null, difficulty: null, certificateId, timeLimit: 600, deadline: '2026-11-20T10:10:00.000Z' });
      const perModule = attempt.questions.reduce<Record<number, number>>((acc, q) => ({ ...acc, [q.moduleId]: (acc[q.moduleId] ?? 0) + 1 }), {});
      expect(perModule).toEqual({ [modules[0]!]: 6, [modules[1]!]: 4 });
      expect(attempt.feedback.every((f) => f === null)).toBe(true);
      // Right on the six of the first module, wrong on the rest: 60% passes a 60% mark.
      for (const [i, q] of attempt.questions.entries()) await answer(attempt, i, q.moduleId === modules[0]);
      // No feedback in an exam: saving the same answer again says nothing about whether it is right.
      expect((await answer(attempt, 0, attempt.questions[0]!.moduleId === modules[0])).json()).toMatchObject({ feedback: null });
      now += 300_000;
      const session = await submit(attempt);
      expect(session).toMatchObject({
        mode: 'exam',
        moduleId: null,
        certificateId,
        difficulty: 'mixed',
        passed: true,
        score: 6,
        totalQuestions: 10,
        timeUsed: 300,
        moduleName: 'Mock exam · Platform Administrator',
      });
      expect(session.breakdown).toEqual(
        [
          { moduleId: modules[0], moduleName: 'Users and Roles', correct: 6, total: 6 },
          { moduleId: modules[1], moduleName: 'Access Rules', correct: 0, total: 4 },
        ].sort((a, b) => attempt.questions.findIndex((q) => q.moduleId === a.moduleId) - attempt.questions.findIndex((q) => q.moduleId === b.moduleId)),
      );
      const history = (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json<{ mode: string; passed: boolean | null; moduleId: number | null }[]>();
      expect(history).toEqual([expect.objectContaining({ mode: 'exam', passed: true, moduleId: null })]);
    });

    it('fails an exam below the pass mark', async () => {
      const attempt = (await start({ mode: 'exam', certificateId })).json<Attempt>();
      await answer(attempt, 0, true);
      now += 60_000;
      expect(await submit(attempt)).toMatchObject({ passed: false, score: 1, totalQuestions: 36 });
    });

    it('validates the blueprint an administrator sets', async () => {
      const admin = await registerAdmin(t.app);
      const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/admin/certificates/${certificateId}/exam`, headers: admin.headers, payload });
      const ok = { questionCount: 20, timeLimit: 1800, passMark: 75, weights: [{ moduleId: modules[0], weight: 1 }] };
      expect((await put({ ...ok, questionCount: 0 })).json()).toMatchObject({ message: expect.stringContaining('Question count must be from 1 to 200') });
      expect((await put({ ...ok, timeLimit: 59 })).json()).toMatchObject({ message: expect.stringContaining('Time limit must be from 60 to 14,400 seconds') });
      expect((await put({ ...ok, passMark: 101 })).json()).toMatchObject({ message: expect.stringContaining('Pass mark must be from 1 to 100') });
      expect((await put({ ...ok, weights: [{ moduleId: modules[0], weight: 0 }] })).json()).toMatchObject({ message: expect.stringContaining('At least one module needs a weight above 0') });
      expect((await put({ ...ok, weights: [{ moduleId: modules[0], weight: -1 }] })).json()).toMatchObject({ message: expect.stringContaining('Weights must not be negative') });
      const other = await insertModule(
        t.database.db,
        { certificateId: await insertCertificate(t.database.db, { name: 'Other', description: 'x', level: 'Advanced' }, new Date().toISOString()), name: 'Elsewhere', description: 'x', order: 1 },
        new Date().toISOString(),
      );
      const foreign = await put({ ...ok, weights: [{ moduleId: other, weight: 1 }] });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({ message: `Module ${other} is not a module of this certificate` });
      expect((await put(ok)).json()).toMatchObject({ questionCount: 20, timeLimit: 1800, passMark: 75, weights: expect.arrayContaining([{ moduleId: modules[0], moduleName: 'Users and Roles', weight: 1 }]) });
      const read = await t.app.inject({ method: 'GET', url: `/api/admin/certificates/${certificateId}/exam`, headers: admin.headers });
      expect(read.json()).toMatchObject({ questionCount: 20, passMark: 75 });
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/certificates/${certificateId}/exam`, headers: learner.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/certificates/999999/exam', headers: admin.headers, payload: ok })).statusCode).toBe(404);
    });
  });

  describe('mistakes', () => {
    it('drills exactly the questions answered wrong or skipped in a session, with feedback', async () => {
      const practice = (await start({ mode: 'practice', moduleId: modules[0], difficulty: 'mixed' })).json<Attempt>();
      await answer(practice, 0, true);
      await answer(practice, 1, false);
      await answer(practice, 2, true);
      now += 60_000;
      const session = await submit(practice);
      const res = await start({ mode: 'mistakes', sessionId: session.id });
      expect(res.statusCode).toBe(201);
      const drill = res.json<Attempt>();
      expect(drill.questions.map((q) => q.id)).toEqual([practice.questions[1]!.id, practice.questions[3]!.id, practice.questions[4]!.id]);
      expect(drill).toMatchObject({ mode: 'mistakes', title: 'Mistakes · Users and Roles · mixed', deadline: null, moduleId: modules[0] });
      const feedback = await answer(drill, 0, true);
      expect(feedback.json()).toMatchObject({ feedback: { correct: true } });
    });

    it('is a 404 for another learner’s session and a 409 when nothing was missed', async () => {
      const practice = (await start({ mode: 'practice', moduleId: modules[0], difficulty: 'easy' })).json<Attempt>();
      for (let i = 0; i < practice.questions.length; i++) await answer(practice, i, true);
      now += 60_000;
      const session = await submit(practice);
      const none = await start({ mode: 'mistakes', sessionId: session.id });
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ message: 'Nothing was missed in that quiz', code: 'nothing_missed' });
      const other = await registerLearner(t.app);
      const foreign = await t.app.inject({ method: 'POST', url: '/api/attempts', headers: other.headers, payload: { mode: 'mistakes', sessionId: session.id } });
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe('spaced review', () => {
    it('says nothing is due at first, then reviews the due questions with feedback', async () => {
      const nothing = await start({ mode: 'review' });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({ message: 'Nothing is due for review', code: 'nothing_due' });
      const practice = (await start({ mode: 'practice', moduleId: modules[1], difficulty: 'easy' })).json<Attempt>();
      await answer(practice, 0, false);
      await answer(practice, 1, true);
      now += 60_000;
      await submit(practice);
      now += 15 * 60_000;
      const review = await start({ mode: 'review', certificateId });
      expect(review.statusCode).toBe(201);
      const attempt = review.json<Attempt>();
      // The three wrong or skipped ones are due after their 10-minute step; the right one is not.
      expect(attempt.questions.map((q) => q.id).sort()).toEqual([0, 2, 3].map((i) => practice.questions[i]!.id).sort());
      expect(attempt).toMatchObject({ mode: 'review', title: 'Spaced review · Platform Administrator', moduleId: null, deadline: null });
      expect((await answer(attempt, 0, true)).json()).toMatchObject({ feedback: { correct: true } });
      // Resumes rather than starting another.
      expect((await start({ mode: 'review', certificateId })).statusCode).toBe(200);
      const session = await submit(attempt);
      expect(session).toMatchObject({ mode: 'review', moduleId: null, score: 1, totalQuestions: 3 });
      const summary = (await t.app.inject({ method: 'GET', url: '/api/review/summary?tz=UTC', headers: learner.headers })).json<{ due: number }>();
      expect(summary.due).toBe(0);
    });
  });

  describe('readiness', () => {
    it('starts low with the guessing prior, rises with right answers and falls with wrong ones', async () => {
      const first = await readiness();
      expect(first).toMatchObject({ certificateId, predictedScore: 25, confidence: 'low' });
      expect(first.modules.map((m) => [m.moduleName, m.mastery, m.seen, m.total])).toEqual([
        ['Users and Roles', 25, 0, 12],
        ['Access Rules', 25, 0, 12],
        ['Data Schema', 25, 0, 12],
      ]);
      const practice = (await start({ mode: 'practice', moduleId: modules[0], difficulty: 'mixed' })).json<Attempt>();
      for (let i = 0; i < 5; i++) await answer(practice, i, true);
      now += 60_000;
      await submit(practice);
      const afterRight = await readiness();
      const m0 = (r: Readiness) => r.modules.find((m) => m.moduleId === modules[0])!;
      expect(m0(afterRight).mastery).toBeGreaterThan(25);
      expect(m0(afterRight).seen).toBe(5);
      expect(afterRight.predictedScore).toBeGreaterThan(first.predictedScore);
      // Wrong on the same questions a day later: mastery falls.
      now += DAY;
      const again = (await start({ mode: 'mistakes', sessionId: (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json<{ id: number }[]>()[0]!.id })).statusCode;
      expect(again).toBe(409);
      const redo = (await start({ mode: 'practice', moduleId: modules[0], difficulty: 'mixed' })).json<Attempt>();
      for (let i = 0; i < redo.questions.length; i++) await answer(redo, i, false);
      now += 60_000;
      await submit(redo);
      const afterWrong = await readiness();
      expect(m0(afterWrong).mastery).toBeLessThan(m0(afterRight).mastery);
      expect(m0(afterWrong).due).toBe(0);
      now += 15 * 60_000;
      expect(m0(await readiness()).due).toBeGreaterThan(0);
    });

    it('is a 404 for an unknown certificate and a 400 without one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/readiness?certificateId=999999&tz=UTC', headers: learner.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/readiness?tz=UTC', headers: learner.headers })).statusCode).toBe(400);
    });
  });
});
