import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { createTestApp, engines, makeQuestion, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { saveBlueprint } from '../exam/repository';
import { blueprintOf } from '../exam/service';
import { CatalogCache, MAX_ENTRIES } from './cache';
import { catalogVersion, insertQuestion, updateCertificate } from './repository';

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
    expect((await (await serverA.view()).pool(seeded.moduleId, 'easy')).ids).toHaveLength(1);

    // "Server B" writes, in a transaction as the admin routes do.
    await t.database.db.transaction().execute(async (trx) => {
      await updateCertificate(trx, seeded.certificateId, { name: 'Renamed', description: 'D', level: 'Advanced' });
      await insertQuestion(trx, seeded.moduleId, makeQuestion(900, 'easy'), new Date().toISOString());
    });
    const view = await serverA.view();
    expect((await view.certificates())[0]).toMatchObject({ name: 'Renamed', level: 'Advanced', questionCount: 4 });
    expect((await view.pool(seeded.moduleId, 'easy')).ids).toHaveLength(2);
    expect((await (await serverB.view()).pool(seeded.moduleId, 'easy')).ids).toHaveLength(2);
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

  it("works a certificate's blueprint out once per version, and anew after an edit", async () => {
    const seeded = await seedCatalog(t.database, 1);
    const cache = new CatalogCache(t.database.db);
    const first = await blueprintOf(await cache.view(), seeded.certificateId);
    expect(first).toMatchObject({ questionCount: 60, timeLimit: 5400, passMark: 70 });
    // Every question of the module with questions, none of the empty one.
    expect([...first.allocation]).toEqual([[seeded.moduleId, seeded.questions.length]]);
    expect(await blueprintOf(await cache.view(), seeded.certificateId)).toBe(first);

    await t.database.db.transaction().execute((trx) => saveBlueprint(trx, seeded.certificateId, { questionCount: 2, timeLimit: 3600, passMark: 65, weights: [] }));
    const edited = await blueprintOf(await cache.view(), seeded.certificateId);
    expect(edited).toMatchObject({ questionCount: 2, timeLimit: 3600, passMark: 65 });
    expect([...edited.allocation]).toEqual([[seeded.moduleId, 2]]);
  });

  it('does not keep a change made without raising the version (proof that reads are cached)', async () => {
    const seeded = await seedCatalog(t.database, 1);
    const cache = new CatalogCache(t.database.db);
    expect((await (await cache.view()).certificate(seeded.certificateId))!.name).toBe('Test Administrator');
    await t.database.db.updateTable('certificates').set({ name: 'Sneaky' }).execute();
    expect((await (await cache.view()).certificate(seeded.certificateId))!.name).toBe('Test Administrator');
  });

  it('lists questions in the order asked, undefined for an id that names none, the same objects as the map', async () => {
    const seeded = await seedCatalog(t.database, 2);
    const view = await new CatalogCache(t.database.db).view();
    const [a, b, c] = seeded.questions.map((q) => q.id);
    const asked = [c!, 999_999, a!, b!, c!];
    const list = await view.questionList(asked);
    expect(list.map((q) => q?.id)).toEqual([c, undefined, a, b, c]);
    const byId = await view.questions(asked);
    expect(byId.size).toBe(3);
    for (const q of list) if (q) expect(byId.get(q.id)).toBe(q);
    expect(await view.questionList([])).toEqual([]);
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
    for (let id = 1_000_000; id < 1_000_000 + MAX_ENTRIES + 50; id++) await view.pool(id, 'easy');
    expect(cache.size).toBeLessThanOrEqual(MAX_ENTRIES);
    expect((await (await cache.view()).pool(seeded.moduleId, 'easy')).ids).toHaveLength(1);
  });
});

describe("a learner's request views the catalogue at the version its token check read (SQLite)", () => {
  it('reads no version of its own, and still sees an edit committed just before it', async () => {
    const statements: string[] = [];
    const t = await createTestApp('sqlite', {}, { database: openDatabase('file::memory:', { trace: (sql) => statements.push(sql) }) });
    try {
      const seeded = await seedCatalog(t.database, 1);
      const learner = await registerLearner(t.app);
      const names = async () => (await t.app.inject({ url: '/api/certificates', headers: learner.headers })).json<{ name: string }[]>().map((c) => c.name);
      expect(await names()).toEqual(['Test Administrator']);

      statements.length = 0;
      expect(await names()).toEqual(['Test Administrator']);
      // One statement in all: the token check, which read the catalogue's version with the token.
      expect(statements).toHaveLength(1);
      expect(statements[0]).toContain('catalog_version');

      await t.database.db.transaction().execute((trx) => updateCertificate(trx, seeded.certificateId, { name: 'Renamed', description: 'D', level: 'Advanced' }));
      expect(await names()).toEqual(['Renamed']);
    } finally {
      await t.close();
    }
  });

  it('a view at a version already read needs no statement, and one at another version starts afresh', async () => {
    const statements: string[] = [];
    const database = openDatabase('file::memory:', { trace: (sql) => statements.push(sql) });
    try {
      await migrate(database);
      const seeded = await seedCatalog(database, 1);
      const cache = new CatalogCache(database.db);
      const version = await catalogVersion(database.db);
      expect((await (await cache.at(version).view()).certificate(seeded.certificateId))!.name).toBe('Test Administrator');
      statements.length = 0;
      expect((await (await cache.at(version).view()).certificate(seeded.certificateId))!.name).toBe('Test Administrator');
      expect(statements).toEqual([]);

      await database.db.transaction().execute((trx) => updateCertificate(trx, seeded.certificateId, { name: 'Renamed', description: 'D', level: 'Advanced' }));
      expect((await (await cache.at(version + 1).view()).certificate(seeded.certificateId))!.name).toBe('Renamed');
    } finally {
      await database.destroy();
    }
  });
});
