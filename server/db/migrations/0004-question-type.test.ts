/** 0004-question-type converts a database created at 0003 with rows in it: nothing stored is lost. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getQuestion, insertQuestion } from '@server/modules/catalog/repository';
import { makeQuestion, engines } from '@server/test/helpers';
import { openDatabase, type Database, type Engine } from '../database';
import { migrate } from '../migrate';

async function freshDatabase(engine: Engine): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (engine === 'sqlite') {
    const database = openDatabase('file::memory:');
    return { database, drop: () => database.destroy() };
  }
  const url = process.env.PG_TEST_URL!;
  const schema = `m_${randomBytes(6).toString('hex')}`;
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await run(`create schema ${schema}`);
  const database = openDatabase(url, { pgSchema: schema, poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.destroy();
      await run(`drop schema ${schema} cascade`);
    },
  };
}

describe.each(engines)('migration 0004-question-type on %s', (engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ database, drop } = await freshDatabase(engine));
    expect(await migrate(database, '0003-covering-indexes')).toEqual(['0001-initial', '0002-catalog-version', '0003-covering-indexes']);
  });
  afterEach(() => drop());

  it('makes every stored question single, keeps its key and every other column, and keeps attempts as they were', async () => {
    const db = database.db;
    const at = '2026-11-01T10:00:00.000Z';
    const user = await db
      .insertInto('users')
      .values({ email: 'a@example.com', email_lower: 'a@example.com', password_hash: null, first_name: 'A', last_name: 'B', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cert = await db.insertInto('certificates').values({ name: 'C', description: 'D', level: 'Beginner', created_at: at, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    const mod = await db.insertInto('modules').values({ certificate_id: cert.id, name: 'M', description: 'D', sort_order: 1, created_at: at, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    const row = (text: string, correct: string, deletedAt: string | null) => ({
      module_id: mod.id,
      text,
      option_a: 'a',
      option_b: 'b',
      option_c: 'c',
      option_d: 'd',
      correct_answer: correct,
      difficulty: 'hard',
      explanation: 'because',
      created_at: at,
      deleted_at: deletedAt,
    });
    // Inserted as 0003 knew questions: without a type.
    await db
      .insertInto('questions')
      .values([row('First?', 'C', null), row('Second?', 'A', '2026-11-02T00:00:00.000Z')])
      .execute();
    await db
      .insertInto('quiz_sessions')
      .values({
        user_id: user.id,
        module_id: mod.id,
        module_name: 'M',
        certificate_id: cert.id,
        difficulty: 'hard',
        question_ids: '[1,2]',
        answers: '["C",""]',
        score: 1,
        total_questions: 2,
        time_used: 30,
        completed_at: at,
        submission_hash: 'h',
        submission_bucket: 1,
      })
      .execute();
    const questionsBefore = await db.selectFrom('questions').selectAll().orderBy('id').execute();
    const sessionsBefore = await db.selectFrom('quiz_sessions').selectAll().execute();

    expect(await migrate(database, '0004-question-type')).toEqual(['0004-question-type']);

    const questionsAfter = await db.selectFrom('questions').selectAll().orderBy('id').execute();
    expect(questionsAfter).toEqual(questionsBefore.map((q) => ({ ...q, type: 'single' })));
    expect(await db.selectFrom('quiz_sessions').selectAll().execute()).toEqual(sessionsBefore);
    expect(await getQuestion(db, questionsBefore[0]!.id)).toEqual({
      id: questionsBefore[0]!.id,
      text: 'First?',
      options: [
        { id: 'A', text: 'a' },
        { id: 'B', text: 'b' },
        { id: 'C', text: 'c' },
        { id: 'D', text: 'd' },
      ],
      type: 'single',
      correctAnswer: 'C',
      difficulty: 'hard',
      explanation: 'because',
      moduleId: mod.id,
    });
    expect(await migrate(database, '0004-question-type')).toEqual([]);
  });

  it('stores a key of three letters afterwards', async () => {
    await migrate(database);
    const db = database.db;
    const at = new Date().toISOString();
    const cert = await db.insertInto('certificates').values({ name: 'C', description: 'D', level: 'Beginner', created_at: at, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    const mod = await db.insertInto('modules').values({ certificate_id: cert.id, name: 'M', description: 'D', sort_order: 1, created_at: at, deleted_at: null }).returning('id').executeTakeFirstOrThrow();
    const id = await insertQuestion(db, mod.id, makeQuestion(1, 'easy', 'ABD'), at);
    expect(await getQuestion(db, id)).toMatchObject({ type: 'multiple', correctAnswer: 'ABD' });
  });
});
