import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../test/helpers';
import { loadDemoContent, seedDemo } from './seed';

const silent = { info: () => {}, warn: () => {} } as unknown as Parameters<typeof seedDemo>[1]['log'];

describe.each(engines)('demo seed on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('loads the demo bank into an empty database on start, once', async () => {
    t = await createTestApp(engine, { seedDemo: true });
    const { certificates } = loadDemoContent(t.config.contentDir);
    const expected = certificates.flatMap((c) => c.modules).reduce((n, m) => n + m.questions.length, 0);
    const stats = (await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json();
    expect(stats.certificates.map((c: { level: string }) => c.level)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(stats.totalQuestions).toBe(expected);
    // Each question is stored with its type and its key as the files give them.
    const stored = await t.database.db.selectFrom('questions').select(['text', 'type', 'correct_answer']).orderBy('id').execute();
    const loaded = certificates.flatMap((c) => c.modules).flatMap((m) => m.questions);
    expect(stored).toEqual(loaded.map((q) => ({ text: q.text, type: q.type, correct_answer: q.correctAnswer })));
    expect(await seedDemo(t.database, { contentDir: t.config.contentDir, log: silent })).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json().totalQuestions).toBe(expected);
  });

  it('leaves a used database alone, even when every certificate was deleted', async () => {
    t = await createTestApp(engine, { seedDemo: false });
    await t.database.db.insertInto('certificates').values({ name: 'Old', description: 'd', level: 'Beginner', created_at: new Date().toISOString(), deleted_at: new Date().toISOString() }).execute();
    expect(await seedDemo(t.database, { contentDir: t.config.contentDir, log: silent })).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json()).toEqual({ totalQuestions: 0, certificates: [] });
  });

  it('loads nothing when SEED_DEMO is false', async () => {
    t = await createTestApp(engine, { seedDemo: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/stats' })).json()).toEqual({ totalQuestions: 0, certificates: [] });
  });
});
