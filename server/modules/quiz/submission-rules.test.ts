/** The v2 rules of POST /api/quiz-sessions, which stays for offline attempts and older clients but can no longer be farmed. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

describe.each(engines)('POST /api/quiz-sessions rules on %s', (engine) => {
  let t: TestApp;
  afterEach(() => t.close());

  async function setup(overrides = {}) {
    t = await createTestApp(engine, { quizSize: 4, ...overrides });
    const seeded = await seedCatalog(t.database, 4);
    const learner = await registerLearner(t.app);
    const easy = seeded.questions.filter((q) => q.difficulty === 'easy');
    const body = (fields: object = {}) => ({
      moduleId: seeded.moduleId,
      difficulty: 'easy',
      questions: easy.map((q) => q.id),
      answers: easy.map((q) => q.correct),
      timeUsed: 60,
      ...fields,
    });
    const submit = (payload: object, headers = learner.headers) => t.app.inject({ method: 'POST', url: '/api/quiz-sessions', headers, payload });
    return { seeded, learner, easy, body, submit };
  }

  it('refuses a submission faster than 2 seconds per answered question', async () => {
    const { body, submit, easy } = await setup();
    const res = await submit(body({ timeUsed: 7 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: '4 answered questions take at least 8 seconds, not 7', code: 'implausible_time' });
    expect((await submit(body({ timeUsed: 8 }))).statusCode).toBe(201);
    // Skipped questions take no time to skip.
    expect((await submit(body({ timeUsed: 2, answers: [easy[0]!.correct, '', '', ''] }))).statusCode).toBe(201);
  });

  it('refuses questions of another difficulty than the one named, unless it is mixed', async () => {
    const { body, submit, seeded, easy } = await setup();
    const hard = seeded.questions.find((q) => q.difficulty === 'hard')!;
    const res = await submit(body({ questions: [easy[0]!.id, hard.id], answers: ['', ''] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `Question ${hard.id} is not easy: a quiz of one difficulty holds only questions of it (send mixed for a mix)`, code: 'difficulty_mismatch' });
    expect((await submit(body({ difficulty: 'mixed', questions: [easy[0]!.id, hard.id], answers: ['', ''] }))).statusCode).toBe(201);
  });

  it('answers 404 for a deleted module', async () => {
    const { body, submit, seeded } = await setup();
    const admin = await registerAdmin(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/modules/${seeded.moduleId}`, headers: admin.headers })).statusCode).toBe(204);
    const res = await submit(body());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Module not found', code: 'not_found' });
  });

  it('limits submissions per learner a minute, with Retry-After, and counts each learner apart', async () => {
    const { body, submit } = await setup({ submitRateLimit: 3 });
    for (let i = 0; i < 3; i++) expect((await submit(body({ timeUsed: 60 + i }))).statusCode).toBe(201);
    const limited = await submit(body({ timeUsed: 70 }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ message: string }>().message).toMatch(/^Too many quizzes submitted: please wait \d+ seconds and try again$/);
    const other = await registerLearner(t.app);
    expect((await submit(body({ timeUsed: 71 }), other.headers)).statusCode).toBe(201);
  });
});
