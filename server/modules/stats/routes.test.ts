import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { submitSession } from '@server/test/admin-tools-fixtures';
import { insertUser } from '../auth/repository';
import { insertAttemptUnlessStored } from '../quiz/repository';
import { moduleStats } from './service';

describe.each(engines)('question statistics on %s', (engine) => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedCatalog>>;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(engine);
    seeded = await seedCatalog(t.database, 4);
    admin = await registerAdmin(t.app);
  });
  afterEach(() => t.close());

  /** Stores a graded session directly, as many learners' history would be (hashing 30 passwords through the API is slow). */
  async function storedSession(userId: number, questionIds: number[], answers: string[], completedAt: string, moduleId: number | null = seeded.moduleId) {
    await insertAttemptUnlessStored(t.database.db, {
      userId,
      moduleId,
      moduleName: moduleId === null ? 'Mock exam' : 'Access Control',
      certificateId: seeded.certificateId,
      difficulty: 'easy',
      questionIds,
      answers,
      score: 0,
      timeUsed: 60,
      completedAt,
      submissionHash: `${userId}-${completedAt}`,
      submissionBucket: 0,
      mode: moduleId === null ? 'exam' : 'practice',
      title: 'Stats fixture',
    });
  }

  it('computes each question from first answers, with open reports and Moodle flags', async () => {
    const easy = seeded.questions.filter((q) => q.difficulty === 'easy');
    const [q1, q2, q3] = [easy[0]!, easy[1]!, easy[2]!];
    expect([q1.correct, q2.correct, q3.correct]).toEqual(['A', 'B', 'C']);
    // 30 learners: even ones answer q1 and q2 right, odd ones both wrong (q1 with B, q2 with A).
    for (let u = 0; u < 30; u++) {
      const id = await insertUser(t.database.db, { email: `s${u}@example.com`, passwordHash: null, firstName: 'S', lastName: `${u}`, createdAt: '2026-11-01T00:00:00.000Z' });
      await storedSession(id, [q1.id, q2.id], u % 2 === 0 ? ['A', 'B'] : ['B', 'A'], '2026-11-02T00:00:00.000Z');
      // A later answer never counts: only the first.
      await storedSession(id, [q1.id], ['D'], '2026-11-03T00:00:00.000Z');
      // An exam spanning modules holds q3, for two learners right on everything (so q1's r stays 1).
      if (u === 0 || u === 2) await storedSession(id, [q3.id], ['C'], '2026-11-04T00:00:00.000Z', null);
    }
    // One more learner through the real flow, right on both, who reports q1.
    const learner = await registerLearner(t.app);
    await submitSession(t.app, learner.headers, seeded.moduleId, 'easy', [q1.id, q2.id], ['A', 'B']);
    expect((await t.app.inject({ method: 'POST', url: `/api/questions/${q1.id}/reports`, headers: learner.headers, payload: { reason: 'unclear' } })).statusCode).toBe(201);

    const res = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${seeded.moduleId}/stats`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ questionId: number }[]>();
    expect(rows.map((r) => r.questionId)).toEqual(seeded.questions.map((q) => q.id));
    const first = rows.find((r) => r.questionId === q1.id);
    // 16 of 31 right; each learner's rightness on q1 equals their share right on the others: r = 1.
    expect(first).toEqual({
      questionId: q1.id,
      text: expect.stringContaining('which option is right?'),
      difficulty: 'easy',
      attempts: 31,
      facility: 51.6,
      discrimination: 100,
      optionShare: { A: 51.6, B: 48.4, C: 0, D: 0 },
      openReports: 1,
      needsCheck: null,
    });
    expect(rows.find((r) => r.questionId === q3.id)).toMatchObject({ attempts: 2, facility: 100, discrimination: null, needsCheck: null, openReports: 0 });
    expect(rows.find((r) => r.questionId === easy[3]!.id)).toMatchObject({ attempts: 0, facility: null, optionShare: { A: 0, B: 0, C: 0, D: 0 } });

    // Read a few sessions at a time (many share a completion time), the figures are the same.
    for (const pageSize of [1, 2, 7]) expect(await moduleStats(t.database.db, seeded.moduleId, pageSize)).toEqual(rows);

    const one = await t.app.inject({ method: 'GET', url: `/api/admin/questions/${q1.id}/stats`, headers: admin.headers });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
  });

  it('flags a question whose right answers do not go with learners who know the module', async () => {
    const easy = seeded.questions.filter((q) => q.difficulty === 'easy');
    const [q1, q2, q3] = [easy[0]!, easy[1]!, easy[2]!];
    // Strong learners (right on q2 and q3) get q1 wrong; weak ones get it right: negative discrimination.
    for (let u = 0; u < 30; u++) {
      const id = await insertUser(t.database.db, { email: `f${u}@example.com`, passwordHash: null, firstName: 'F', lastName: `${u}`, createdAt: '2026-11-01T00:00:00.000Z' });
      await storedSession(id, [q1.id, q2.id, q3.id], u % 2 === 0 ? ['B', 'B', 'C'] : ['A', 'A', 'A'], '2026-11-02T00:00:00.000Z');
    }
    const row = (await t.app.inject({ method: 'GET', url: `/api/admin/questions/${q1.id}/stats`, headers: admin.headers })).json();
    expect(row).toMatchObject({ attempts: 30, facility: 50, discrimination: -100, needsCheck: 'very likely' });
  });

  it('answers 404 for an unknown module or question, 400 for a bad id, 401 for a learner', async () => {
    const learner = await registerLearner(t.app);
    const noModule = await t.app.inject({ method: 'GET', url: '/api/admin/modules/999999/stats', headers: admin.headers });
    expect(noModule.statusCode).toBe(404);
    expect(noModule.json()).toEqual({ message: 'Module not found', code: 'not_found' });
    const noQuestion = await t.app.inject({ method: 'GET', url: '/api/admin/questions/999999/stats', headers: admin.headers });
    expect(noQuestion.statusCode).toBe(404);
    expect(noQuestion.json()).toEqual({ message: 'Question not found', code: 'not_found' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/modules/abc/stats', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Id must be a positive whole number');
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/modules/${seeded.moduleId}/stats`, headers: learner.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/questions/${seeded.questions[0]!.id}/stats`, headers: learner.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/modules/${seeded.emptyModuleId}/stats`, headers: admin.headers })).json()).toEqual([]);
  });
});
