import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { Readiness, ReviewSummary } from '@common/schemas/review';
import { buildApp } from '@server/app';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

describe.each(engines)('spaced review on %s', (engine) => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedCatalog>>;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let now: number;
  const DAY = 86_400_000;
  beforeEach(async () => {
    now = Date.parse('2026-11-20T10:00:00.000Z');
    t = await createTestApp(engine, { quizSize: 4 }, { clock: () => new Date(now) });
    seeded = await seedCatalog(t.database, 4);
    learner = await registerLearner(t.app);
  });
  afterEach(() => t.close());

  const keyOf = (id: number) => seeded.questions.find((q) => q.id === id)!.correct;
  const summary = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review/summary?tz=Europe/Berlin', headers: learner.headers });
    expect(res.statusCode).toBe(200);
    return res.json<ReviewSummary>();
  };
  /** Takes a practice quiz of easy questions, answering the first `right` of them right and the others wrong. */
  async function quiz(right: number) {
    const attempt = (await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' } })).json<Attempt>();
    for (const [i, q] of attempt.questions.entries()) {
      const answer = i < right ? keyOf(q.id) : keyOf(q.id) === 'A' ? 'B' : 'A';
      await t.app.inject({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/${i}`, headers: learner.headers, payload: { answer } });
    }
    now += 60_000;
    expect((await t.app.inject({ method: 'POST', url: `/api/attempts/${attempt.id}/submit`, headers: learner.headers })).statusCode).toBe(201);
    return attempt;
  }

  it('has nothing due before any answer', async () => {
    expect(await summary()).toEqual({ due: 0, dueByCertificate: [], studied: 0, nextDueAt: null });
  });

  it('schedules every graded answer: a mistake comes back the same day, a right answer days later', async () => {
    await quiz(2);
    const soon = await summary();
    expect(soon.studied).toBe(4);
    expect(soon.due).toBe(0);
    // The two mistakes are in a (re)learning step of minutes.
    expect(Date.parse(soon.nextDueAt!) - now).toBeLessThanOrEqual(15 * 60_000);
    now += 20 * 60_000;
    expect(await summary()).toMatchObject({ due: 2, dueByCertificate: [{ certificateId: seeded.certificateId, due: 2 }] });
    // Right answers fall due only after days; by a month everything is due.
    now += DAY;
    expect((await summary()).due).toBe(2);
    now += 30 * DAY;
    expect((await summary()).due).toBe(4);
  });

  it('logs every review', async () => {
    await quiz(3);
    const logs = await t.database.db.selectFrom('review_logs').select(['rating', 'question_id']).where('user_id', '=', learner.id).execute();
    expect(logs).toHaveLength(4);
    expect(logs.map((l) => l.rating).sort()).toEqual([1, 3, 3, 3]);
  });

  it('starts a question afresh when an administrator changes its correct answer, and forgets deleted questions', async () => {
    const attempt = await quiz(4);
    const [first, second] = attempt.questions;
    const admin = await registerAdmin(t.app);
    const question = (await t.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${seeded.moduleId}`, headers: admin.headers })).json<{ id: number }[]>().find((q) => q.id === first!.id)!;
    const changed = { ...question, correctAnswer: keyOf(first!.id) === 'D' ? 'C' : 'D' };
    const { id: _id, moduleId: _m, ...body } = changed as typeof changed & { moduleId: number };
    delete (body as { type?: string }).type;
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/questions/${first!.id}`, headers: admin.headers, payload: body });
    expect(put.statusCode).toBe(200);
    expect((await summary()).studied).toBe(3);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${second!.id}`, headers: admin.headers })).statusCode).toBe(204);
    expect((await summary()).studied).toBe(2);
  });

  it('after a key change, neither counts nor draws the old card, and the next answer starts a new schedule', async () => {
    const attempt = await quiz(0);
    const changedId = attempt.questions[0]!.id;
    const admin = await registerAdmin(t.app);
    const question = (await t.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${seeded.moduleId}`, headers: admin.headers })).json<{ id: number }[]>().find((q) => q.id === changedId)!;
    const { id: _id, moduleId: _m, type: _t, ...body } = { ...question, correctAnswer: keyOf(changedId) === 'D' ? 'C' : 'D' } as Record<string, unknown>;
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/questions/${changedId}`, headers: admin.headers, payload: body })).statusCode).toBe(200);
    now += 20 * 60_000;
    expect(await summary()).toMatchObject({ due: 3, studied: 3 });
    const draw = await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'review' } });
    expect(draw.statusCode).toBe(201);
    expect(
      draw
        .json<Attempt>()
        .questions.map((q) => q.id)
        .sort(),
    ).toEqual(
      attempt.questions
        .slice(1)
        .map((q) => q.id)
        .sort(),
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/attempts/${draw.json<Attempt>().id}`, headers: learner.headers })).statusCode).toBe(204);
    // Answered again: reviewed from a new card (the log keeps the state before the review: 0, new).
    await quiz(0);
    expect(await summary()).toMatchObject({ studied: 4 });
    const logs = await t.database.db.selectFrom('review_logs').select(['state']).where('user_id', '=', learner.id).where('question_id', '=', changedId).orderBy('id').execute();
    expect(logs.map((l) => l.state)).toEqual([0, 0]);
    const other = await t.database.db.selectFrom('review_logs').select(['state']).where('user_id', '=', learner.id).where('question_id', '=', attempt.questions[1]!.id).orderBy('id').execute();
    expect(other.map((l) => l.state)).toEqual([0, 1]);
  });

  it('counts only live questions: a deleted module or certificate takes its cards out of the summary and the review draw', async () => {
    await quiz(0);
    now += 20 * 60_000;
    expect(await summary()).toMatchObject({ due: 4, studied: 4 });
    const admin = await registerAdmin(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/modules/${seeded.moduleId}`, headers: admin.headers })).statusCode).toBe(204);
    expect(await summary()).toEqual({ due: 0, dueByCertificate: [], studied: 0, nextDueAt: null });
    const draw = await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'review' } });
    expect(draw.statusCode).toBe(409);
  });

  it('draws the most overdue questions of the scope asked for', async () => {
    await quiz(2);
    now += 20 * 60_000;
    const draw = await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'review', certificateId: seeded.certificateId } });
    expect(draw.statusCode).toBe(201);
    // The two mistakes are due (10-minute step); the right answers are days away.
    expect(draw.json<Attempt>().questions).toHaveLength(2);
    const other = await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'review', moduleId: seeded.emptyModuleId } });
    expect(other.statusCode).toBe(409);
  });

  it('sees at once, through another app server on the same database, reviews that server holds old cards for', async () => {
    const serverB = await buildApp(t.config, { database: t.database, logger: false, databasePrepared: true, clock: () => new Date(now) });
    try {
      const summaryOnB = async () => (await serverB.inject({ method: 'GET', url: '/api/review/summary?tz=UTC', headers: learner.headers })).json<ReviewSummary>();
      const readinessOnB = async () => (await serverB.inject({ method: 'GET', url: `/api/readiness?certificateId=${seeded.certificateId}`, headers: learner.headers })).json<Readiness>();
      await quiz(2);
      now += 20 * 60_000;
      expect(await summaryOnB()).toMatchObject({ due: 2, studied: 4 });
      const before = await readinessOnB();
      // Held by server B and still right as the clock moves: the same cards, read again from memory.
      now += 60_000;
      expect(await summaryOnB()).toMatchObject({ due: 2, studied: 4 });
      expect(serverB.attemptContext.cards.counts.hits).toBeGreaterThan(0);
      // The two mistakes answered right through server A: B's copy is old, and B knows it.
      await quiz(4);
      expect(await summaryOnB()).toMatchObject({ due: 0, studied: 4 });
      const after = await readinessOnB();
      expect(after.modules.find((m) => m.moduleId === seeded.moduleId)!.mastery).toBeGreaterThan(before.modules.find((m) => m.moduleId === seeded.moduleId)!.mastery);
    } finally {
      await serverB.close();
    }
  });

  it('counts the answers of an attempt whose time ran out, graded by the very read that finds it', async () => {
    expect(await summary()).toMatchObject({ studied: 0 });
    const attempt = (await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' } })).json<Attempt>();
    for (const [i, q] of attempt.questions.entries()) {
      await t.app.inject({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/${i}`, headers: learner.headers, payload: { answer: keyOf(q.id) } });
    }
    // Read (and held) before the time runs out: no cards yet.
    expect(await summary()).toMatchObject({ studied: 0 });
    now += 10 * 60_000;
    expect(await summary()).toMatchObject({ studied: 4 });
  });

  it('refuses an unknown time zone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review/summary?tz=Mars/Olympus', headers: learner.headers });
    expect(res.statusCode).toBe(400);
  });
});
