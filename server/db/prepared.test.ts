import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, seedCatalog, type TestApp } from '@server/test/helpers';
import { prepareQuery, type Placeholders } from './prepared';

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
});
