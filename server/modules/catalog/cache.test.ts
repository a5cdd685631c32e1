import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, makeQuestion, seedCatalog, type TestApp } from '@server/test/helpers';
import { saveBlueprint } from '../exam/repository';
import { CatalogCache, MAX_ENTRIES } from './cache';
import { insertQuestion, updateCertificate } from './repository';

describe.each(engines)('catalogue cache on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('serves repeated reads from memory and sees a write made through another server at once', async () => {
    const seeded = await seedCatalog(t.database, 1);
    const serverA = new CatalogCache(t.database.db);
    const serverB = new CatalogCache(t.database.db);
    expect((await (await serverA.view()).certificates())[0]!.name).toBe('Test Administrator');
    expect(await (await serverA.view()).questionIds(seeded.moduleId, 'easy')).toHaveLength(1);

    // "Server B" writes, in a transaction as the admin routes do.
    await t.database.db.transaction().execute(async (trx) => {
      await updateCertificate(trx, seeded.certificateId, { name: 'Renamed', description: 'D', level: 'Advanced' });
      await insertQuestion(trx, seeded.moduleId, makeQuestion(900, 'easy'), new Date().toISOString());
    });
    const view = await serverA.view();
    expect((await view.certificates())[0]).toMatchObject({ name: 'Renamed', level: 'Advanced', questionCount: 4 });
    expect(await view.questionIds(seeded.moduleId, 'easy')).toHaveLength(2);
    expect(await (await serverB.view()).questionIds(seeded.moduleId, 'easy')).toHaveLength(2);
  });

  it('holds exam blueprints too, and sees a blueprint saved through another server at once', async () => {
    const seeded = await seedCatalog(t.database, 1);
    const serverA = new CatalogCache(t.database.db);
    const before = await (await serverA.view()).blueprint(seeded.certificateId);
    expect(before.row).toBeUndefined();
    expect(before.weights.size).toBe(0);

    await t.database.db.transaction().execute((trx) => saveBlueprint(trx, seeded.certificateId, { questionCount: 40, timeLimit: 3600, passMark: 65, weights: [{ moduleId: seeded.moduleId, weight: 3 }] }));
    const after = await (await serverA.view()).blueprint(seeded.certificateId);
    expect(after.row).toMatchObject({ question_count: 40, time_limit: 3600, pass_mark: 65 });
    expect([...after.weights]).toEqual([[seeded.moduleId, 3]]);
  });

  it('does not keep a change made without raising the version (proof that reads are cached)', async () => {
    const seeded = await seedCatalog(t.database, 1);
    const cache = new CatalogCache(t.database.db);
    expect((await (await cache.view()).certificate(seeded.certificateId))!.name).toBe('Test Administrator');
    await t.database.db.updateTable('certificates').set({ name: 'Sneaky' }).execute();
    expect((await (await cache.view()).certificate(seeded.certificateId))!.name).toBe('Test Administrator');
  });

  it('keeps no entry for ids that name nothing, and stays bounded however many ids are asked for', async () => {
    const seeded = await seedCatalog(t.database, 1);
    const cache = new CatalogCache(t.database.db);
    const view = await cache.view();
    expect(await view.certificate(seeded.certificateId)).toBeDefined();
    const known = cache.size;
    for (let id = 1_000_000; id < 1_000_200; id++) {
      expect(await view.certificate(id)).toBeUndefined();
      expect(await view.module(id)).toBeUndefined();
    }
    expect(cache.size).toBe(known);
    // Lists for unknown ids are empty rather than undefined: the bound holds them.
    for (let id = 1_000_000; id < 1_000_000 + MAX_ENTRIES + 50; id++) await view.questionIds(id, 'easy');
    expect(cache.size).toBeLessThanOrEqual(MAX_ENTRIES);
    expect(await (await cache.view()).questionIds(seeded.moduleId, 'easy')).toHaveLength(1);
  });
});
