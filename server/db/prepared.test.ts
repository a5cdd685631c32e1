import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, seedCatalog, type TestApp } from '@server/test/helpers';
import { prepareQuery, prepareRowsQuery, type Placeholders } from './prepared';

// The live questions of a module and difficulty, by id: two placeholders and a constant (the null of deleted_at).
const questionsOf = prepareQuery((db, $: Placeholders<{ moduleId: number; difficulty: string }>) =>
  db.selectFrom('questions').select(['id', 'difficulty']).where('module_id', '=', $.moduleId).where('difficulty', '=', $.difficulty).where('deleted_at', 'is', null).orderBy('id'),
);

describe.each(engines)('prepared queries on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('binds each call its own values, in a transaction as outside one', async () => {
    const { moduleId, emptyModuleId, questions } = await seedCatalog(t.database, 2);
    const db = t.database.db;
    const expected = (difficulty: string) => questions.filter((q) => q.difficulty === difficulty).map(({ id }) => ({ id, difficulty }));
    expect(expected('easy')).toHaveLength(2);

    expect(await questionsOf(db, { moduleId, difficulty: 'easy' })).toEqual(expected('easy'));
    expect(await questionsOf(db, { moduleId, difficulty: 'hard' })).toEqual(expected('hard'));
    expect(await questionsOf(db, { moduleId: emptyModuleId, difficulty: 'easy' })).toEqual([]);
    expect(await questionsOf(db, { moduleId, difficulty: 'easy' })).toEqual(expected('easy'));

    await db.transaction().execute(async (trx) => {
      await trx.updateTable('questions').set({ deleted_at: new Date().toISOString() }).where('id', '=', expected('medium')[0]!.id).execute();
      // The transaction sees its own write; the constant of the query (deleted_at is null) still applies.
      expect(await questionsOf(trx, { moduleId, difficulty: 'medium' })).toEqual(expected('medium').slice(1));
    });
    expect(await questionsOf(db, { moduleId, difficulty: 'medium' })).toEqual(expected('medium').slice(1));
  });

  it('refuses a call that leaves a placeholder without a value', async () => {
    await expect(questionsOf(t.database.db, { moduleId: 1 } as never)).rejects.toThrow('No value for the placeholder difficulty');
  });
  it('builds a query of many rows once per number of rows, shared by the database and its transactions', async () => {
    const { questions } = await seedCatalog(t.database, 2);
    const db = t.database.db;
    let builds = 0;
    // Rows of values: an upsert of several rows and a select of an `in` list of them.
    const rename = prepareRowsQuery((q, rows: readonly Placeholders<{ id: number; name: string }>[]) => {
      builds++;
      return q
        .insertInto('certificates')
        .values(rows.map((r) => ({ id: r.id, name: r.name, description: '', level: 'Associate', created_at: '2026-01-01T00:00:00.000Z' })))
        .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
        .returning(['id', 'name']);
    });
    const byIds = prepareRowsQuery((q, rows: readonly Placeholders<{ id: number }>[]) =>
      q
        .selectFrom('questions')
        .select('id')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id'),
    );
    const ids = questions.map((qn) => qn.id).sort((a, b) => a - b);
    expect(
      await byIds(
        db,
        ids.slice(0, 2).map((id) => ({ id })),
      ),
    ).toEqual(ids.slice(0, 2).map((id) => ({ id })));
    expect(
      await byIds(
        db,
        ids.slice(2, 5).map((id) => ({ id })),
      ),
    ).toEqual(ids.slice(2, 5).map((id) => ({ id })));
    expect(await byIds(db, [])).toEqual([]);

    expect(
      await rename(db, [
        { id: 900, name: 'A' },
        { id: 901, name: 'B' },
      ]),
    ).toEqual([
      { id: 900, name: 'A' },
      { id: 901, name: 'B' },
    ]);
    await db.transaction().execute(async (trx) => {
      expect(
        await rename(trx, [
          { id: 900, name: 'C' },
          { id: 902, name: 'D' },
        ]),
      ).toEqual([
        { id: 900, name: 'C' },
        { id: 902, name: 'D' },
      ]);
      expect(await rename(trx, [{ id: 903, name: 'E' }])).toEqual([{ id: 903, name: 'E' }]);
    });
    // Two sizes of statement: built twice, whatever the executor.
    expect(builds).toBe(2);
    const stored = await db.selectFrom('certificates').select(['id', 'name']).where('id', '>=', 900).orderBy('id').execute();
    expect(stored).toEqual([
      { id: 900, name: 'C' },
      { id: 901, name: 'B' },
      { id: 902, name: 'D' },
      { id: 903, name: 'E' },
    ]);
  });
});
