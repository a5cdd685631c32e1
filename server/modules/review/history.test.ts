import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { Readiness, ReadinessHistory } from '@common/schemas/review';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { endOfLocalDay } from './history';

describe('endOfLocalDay', () => {
  it('is the last millisecond of the local day, across a change of clocks', () => {
    expect(new Date(endOfLocalDay('2026-11-20', 'UTC')).toISOString()).toBe('2026-11-20T23:59:59.999Z');
    expect(new Date(endOfLocalDay('2026-11-20', 'Europe/Berlin')).toISOString()).toBe('2026-11-20T22:59:59.999Z');
    expect(new Date(endOfLocalDay('2026-03-29', 'Europe/Berlin')).toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(new Date(endOfLocalDay('2026-11-20', 'America/New_York')).toISOString()).toBe('2026-11-21T04:59:59.999Z');
  });
});

describe.each(engines)('readiness history on %s', (engine) => {
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
  const history = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/readiness/history?certificateId=${seeded.certificateId}&tz=Europe/Berlin${query}`, headers: learner.headers });
    expect(res.statusCode).toBe(200);
    return res.json<ReadinessHistory>();
  };
  const readiness = async () => (await t.app.inject({ method: 'GET', url: `/api/readiness?certificateId=${seeded.certificateId}&tz=Europe/Berlin`, headers: learner.headers })).json<Readiness>();
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

  it('gives 30 local days by default, oldest first, at the prior for a learner who answered nothing', async () => {
    const h = await history();
    expect(h.certificateId).toBe(seeded.certificateId);
    expect(h.modules).toEqual([{ moduleId: seeded.moduleId, moduleName: 'Access Control' }]);
    expect(h.days).toHaveLength(30);
    expect(h.days[0]!.date).toBe('2026-10-22');
    expect(h.days.at(-1)!).toEqual({ date: '2026-11-20', predictedScore: 25, mastery: [25] });
    expect(h.days.every((d) => d.mastery[0] === 25)).toBe(true);
  });

  it('rises after right answers, falls after wrong ones and with time, and its last day equals readiness', async () => {
    await quiz(4);
    now += 3 * DAY;
    await quiz(0);
    now += 5 * DAY;
    const h = await history('&days=10');
    expect(h.days).toHaveLength(10);
    const byDate = Object.fromEntries(h.days.map((d) => [d.date, d.mastery[0]!]));
    // 12 questions: before any answer 25%; 4 right the first day raises it; 4 wrong three days later lowers it.
    expect(byDate['2026-11-19']).toBe(25);
    expect(byDate['2026-11-20']).toBeGreaterThan(25);
    expect(byDate['2026-11-23']).toBeLessThan(byDate['2026-11-22']!);
    // Recall fades between reviews.
    expect(byDate['2026-11-22']).toBeLessThan(byDate['2026-11-20']!);
    const today = await readiness();
    expect(h.days.at(-1)!.mastery[0]).toBe(today.modules[0]!.mastery);
    expect(h.days.at(-1)!.predictedScore).toBe(today.predictedScore);
  });

  it('counts an attempt whose time ran out, graded with what was saved before the history is read', async () => {
    const attempt = (await t.app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'easy' } })).json<Attempt>();
    for (const [i, q] of attempt.questions.entries()) {
      await t.app.inject({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/${i}`, headers: learner.headers, payload: { answer: keyOf(q.id) } });
    }
    // Past the 6 minutes and their grace, never submitted: the first read of this learner grades it.
    now += 10 * 60_000;
    const h = await history('&days=1');
    expect(h.days[0]!.mastery[0]).toBeGreaterThan(25);
    expect((await t.app.inject({ method: 'GET', url: `/api/attempts/${attempt.id}`, headers: learner.headers })).json<Attempt>().status).toBe('submitted');
  });

  it('keeps only the current schedule of a question whose key changed', async () => {
    const attempt = await quiz(4);
    const admin = await registerAdmin(t.app);
    const first = attempt.questions[0]!;
    const question = (await t.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${seeded.moduleId}`, headers: admin.headers })).json<{ id: number }[]>().find((q) => q.id === first.id)!;
    const { id: _id, moduleId: _m, type: _t, ...body } = { ...question, correctAnswer: keyOf(first.id) === 'D' ? 'C' : 'D' } as Record<string, unknown>;
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/questions/${first.id}`, headers: admin.headers, payload: body })).statusCode).toBe(200);
    const h = await history('&days=1');
    expect(h.days[0]!.mastery[0]).toBe((await readiness()).modules[0]!.mastery);
  });

  it('is published in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, { get?: { responses: object } }> }>();
    expect(Object.keys(doc.paths['/api/readiness/history']!.get!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
  });

  it('refuses bad input and an unknown certificate, and needs a learner', async () => {
    const get = (url: string, headers = learner.headers) => t.app.inject({ method: 'GET', url, headers });
    expect((await get(`/api/readiness/history?certificateId=${seeded.certificateId}&days=0`)).statusCode).toBe(400);
    expect((await get(`/api/readiness/history?certificateId=${seeded.certificateId}&days=91`)).statusCode).toBe(400);
    expect((await get(`/api/readiness/history?certificateId=${seeded.certificateId}&tz=Mars/Olympus`)).statusCode).toBe(400);
    expect((await get('/api/readiness/history')).statusCode).toBe(400);
    const missing = await get('/api/readiness/history?certificateId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String), code: 'not_found' });
    expect((await get(`/api/readiness/history?certificateId=${seeded.certificateId}`, {} as typeof learner.headers)).statusCode).toBe(401);
  });
});
