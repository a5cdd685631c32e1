import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

describe.each(engines)('offline pack on %s', (engine) => {
  let t: TestApp;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let seeded: Awaited<ReturnType<typeof seedCatalog>>;
  beforeEach(async () => {
    t = await createTestApp(engine);
    seeded = await seedCatalog(t.database, 4);
    learner = await registerLearner(t.app);
  });
  afterEach(() => t.close());

  const get = (url: string, headers: Record<string, string> = learner.headers) => t.app.inject({ method: 'GET', url, headers });

  it('packs every live question of a module with its key and explanation', async () => {
    const before = Date.now();
    const res = await get(`/api/modules/${seeded.moduleId}/pack`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pack = res.json();
    expect(pack.module).toMatchObject({ id: seeded.moduleId, name: 'Access Control', certificateName: 'Test Administrator', questionCounts: { easy: 4, medium: 4, hard: 4 } });
    expect(pack.questions).toHaveLength(12);
    expect(pack.questions.map((q: { id: number }) => q.id)).toEqual(seeded.questions.map((q) => q.id));
    for (const [i, q] of (pack.questions as { correctAnswer: string; explanation: string; difficulty: string; options: unknown[]; moduleId: number }[]).entries()) {
      expect(q.correctAnswer).toBe(seeded.questions[i]!.correct);
      expect(q.difficulty).toBe(seeded.questions[i]!.difficulty);
      expect(q.explanation.length).toBeGreaterThan(0);
      expect(q.options).toHaveLength(4);
      expect(q.moduleId).toBe(seeded.moduleId);
    }
    expect(Date.parse(pack.packedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('leaves out deleted questions, and packs an empty module as empty', async () => {
    const admin = await registerAdmin(t.app);
    const gone = seeded.questions[0]!.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${gone}`, headers: admin.headers })).statusCode).toBe(204);
    const pack = (await get(`/api/modules/${seeded.moduleId}/pack`)).json();
    expect(pack.questions).toHaveLength(11);
    expect(pack.questions.some((q: { id: number }) => q.id === gone)).toBe(false);
    const empty = await get(`/api/modules/${seeded.emptyModuleId}/pack`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().questions).toEqual([]);
  });

  it('needs a signed-in learner, and answers 404 for an unknown module and 400 for a bad id', async () => {
    expect((await get(`/api/modules/${seeded.moduleId}/pack`, {})).statusCode).toBe(401);
    const missing = await get('/api/modules/99999/pack');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Module not found', code: 'not_found' });
    expect((await get('/api/modules/abc/pack')).statusCode).toBe(400);
  });
});
