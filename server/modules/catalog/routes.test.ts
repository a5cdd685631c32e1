import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCertificate, insertModule } from './repository';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

describe.each(engines)('catalogue on %s', (engine) => {
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

  it('lists certificates by level then name, with module and question counts', async () => {
    const now = new Date().toISOString();
    await insertCertificate(t.database.db, { name: 'Zeta Advanced', description: 'd', level: 'Advanced' }, now);
    await insertCertificate(t.database.db, { name: 'Alpha Intermediate', description: 'd', level: 'Intermediate' }, now);
    await insertCertificate(t.database.db, { name: 'Aardvark Beginner', description: 'd', level: 'Beginner' }, now);
    const res = await get('/api/certificates');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Aardvark Beginner', 'Test Administrator', 'Alpha Intermediate', 'Zeta Advanced']);
    expect(list[1]).toEqual({ id: seeded.certificateId, name: 'Test Administrator', description: 'A certificate for tests.', level: 'Beginner', moduleCount: 2, questionCount: 12 });
  });

  it('shows one certificate, and 404 for an unknown or deleted one', async () => {
    expect((await get(`/api/certificates/${seeded.certificateId}`)).json()).toMatchObject({ id: seeded.certificateId, moduleCount: 2, questionCount: 12 });
    const missing = await get('/api/certificates/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Certificate not found', code: 'not_found' });
    const admin = await registerAdmin(t.app);
    await t.app.inject({ method: 'DELETE', url: `/api/admin/certificates/${seeded.certificateId}`, headers: admin.headers });
    expect((await get(`/api/certificates/${seeded.certificateId}`)).statusCode).toBe(404);
    expect((await get('/api/certificates')).json()).toEqual([]);
  });

  it('lists modules in order with derived hasQuestions and counts per difficulty', async () => {
    const now = new Date().toISOString();
    await insertModule(t.database.db, { certificateId: seeded.certificateId, name: 'First by order', description: 'd', order: 0 }, now);
    const res = await get(`/api/certificates/${seeded.certificateId}/modules`);
    expect(res.statusCode).toBe(200);
    const mods = res.json();
    expect(mods.map((m: { name: string }) => m.name)).toEqual(['First by order', 'Access Control', 'Coming Later']);
    expect(mods[1]).toEqual({
      id: seeded.moduleId,
      name: 'Access Control',
      description: 'Rules and roles.',
      certificateId: seeded.certificateId,
      order: 1,
      hasQuestions: true,
      questionCounts: { easy: 4, medium: 4, hard: 4 },
    });
    expect(mods[2]).toMatchObject({ hasQuestions: false, questionCounts: { easy: 0, medium: 0, hard: 0 } });
    expect((await get('/api/certificates/99999/modules')).statusCode).toBe(404);
  });

  it('shows a module with its certificate name', async () => {
    const res = await get(`/api/modules/${seeded.moduleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: seeded.moduleId, certificateId: seeded.certificateId, certificateName: 'Test Administrator', hasQuestions: true });
    expect((await get('/api/modules/99999')).statusCode).toBe(404);
  });

  it('rejects ids that are not positive whole numbers with 400', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await get(`/api/certificates/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('needs a signed-in learner: no token and an admin cookie are both 401', async () => {
    const admin = await registerAdmin(t.app);
    for (const url of ['/api/certificates', `/api/certificates/${seeded.certificateId}`, `/api/certificates/${seeded.certificateId}/modules`, `/api/modules/${seeded.moduleId}`]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      expect((await get(url, admin.headers)).statusCode, url).toBe(401);
    }
  });
});
