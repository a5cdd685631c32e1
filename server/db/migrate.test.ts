/** Migrations on PostgreSQL when several servers start at once (runs when PG_TEST_URL is set). */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';

const PG = process.env.PG_TEST_URL;

/** Runs `test` on a database in a schema of its own on PG_TEST_URL, with a client beside it; drops the schema after. */
async function inFreshPgSchema(test: (database: Database, client: pg.Client, schema: string) => Promise<void>): Promise<void> {
  const schema = `migrate_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  await client.query(`create schema ${schema}`);
  const database = openDatabase(PG!, { pgSchema: schema });
  try {
    await test(database, client, schema);
  } finally {
    await database.destroy();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  }
}

describe.skipIf(!PG)('migrations on one PostgreSQL database from several servers at once', () => {
  const schema = `migrate_${randomBytes(5).toString('hex')}`;
  const databases: Database[] = [];

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    for (let i = 0; i < 4; i++) databases.push(openDatabase(PG!, { pgSchema: schema }));
  });

  afterAll(async () => {
    await Promise.all(databases.map((d) => d.destroy()));
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  });

  it('applies each migration exactly once, whichever server gets there first', async () => {
    const applied = await Promise.all(databases.map((d) => migrate(d)));
    const all = applied.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(applied.filter((names) => names.length > 0)).toHaveLength(1);
    const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(databases[0]!.db);
    expect(rows.rows.map((r) => r.name)).toEqual(all.sort());
  });

  it('migrates a schema chosen by search_path in the URL, although another schema already holds migration tables', async () => {
    // The schema above now holds Kysely's tables; a second, fresh schema is named only in the URL.
    const fresh = `${schema}_url`;
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`create schema ${fresh}`);
    const url = new URL(PG!);
    url.searchParams.set('options', `-c search_path=${fresh}`);
    const database = openDatabase(url.toString());
    try {
      const applied = await migrate(database);
      expect(applied).toEqual([
        '0001-initial',
        '0002-catalog-version',
        '0003-covering-indexes',
        '0004-question-type',
        '0006-attempts',
        '0007-review-cards',
        '0008-exam-blueprints',
        '0009-admin-tools',
        '0010-module-stats-index',
        '0011-review-due-covering',
        '0012-key-change-stamp',
        '0013-review-version',
        '0014-cards-without-due-index',
        '0015-records-by-module',
      ]);
      const { rows } = await client.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = $1 and table_name like 'kysely%' order by 1`, [fresh]);
      expect(rows.map((r) => r.table_name)).toEqual(['kysely_migration', 'kysely_migration_lock']);
    } finally {
      await database.destroy();
      await client.query(`drop schema ${fresh} cascade`);
      await client.end();
    }
  });
});

describe('migration 0011 on an index an operator built beforehand', () => {
  it('on SQLite, keeps the index and drops the one it extends', async () => {
    const database = openDatabase('file::memory:');
    try {
      await migrate(database, '0010-module-stats-index');
      await sql`create index review_cards_user_due_question on review_cards (user_id, due, question_id)`.execute(database.db);
      expect(await migrate(database, '0011-review-due-covering')).toEqual(['0011-review-due-covering']);
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'review_cards' and sql is not null order by name`.execute(database.db);
      expect(rows.map((r) => r.name)).toEqual(['review_cards_question', 'review_cards_user_due_question']);
    } finally {
      await database.destroy();
    }
  });

  it.skipIf(!PG)('on PostgreSQL, after create index concurrently', () =>
    inFreshPgSchema(async (database, client, schema) => {
      await migrate(database, '0010-module-stats-index');
      await client.query(`create index concurrently review_cards_user_due_question on ${schema}.review_cards (user_id, due, question_id)`);
      expect(await migrate(database, '0011-review-due-covering')).toEqual(['0011-review-due-covering']);
      const { rows } = await client.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = $1 and tablename = 'review_cards' order by 1`, [schema]);
      expect(rows.map((r) => r.indexname)).toEqual(['review_cards_pk', 'review_cards_question', 'review_cards_user_due_question']);
    }),
  );
});

describe('migration 0014', () => {
  it('on SQLite, leaves the review cards with their primary key alone', async () => {
    const database = openDatabase('file::memory:');
    try {
      await migrate(database);
      const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'review_cards' order by name`.execute(database.db);
      expect(rows.map((r) => r.name)).toEqual(['sqlite_autoindex_review_cards_1']);
    } finally {
      await database.destroy();
    }
  });

  it.skipIf(!PG)('on PostgreSQL, leaves the review cards with their primary key alone', () =>
    inFreshPgSchema(async (database, client, schema) => {
      await migrate(database);
      const { rows } = await client.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = $1 and tablename = 'review_cards' order by 1`, [schema]);
      expect(rows.map((r) => r.indexname)).toEqual(['review_cards_pk']);
    }),
  );
});

describe('migration 0015', () => {
  /** A learner with two records in one module and one in another, written before 0015. */
  async function recordsBefore(database: Database): Promise<void> {
    await migrate(database, '0014-cards-without-due-index');
    await sql`insert into users (id, email, email_lower, first_name, last_name, created_at) values (7, 'a@example.com', 'a@example.com', 'A', 'B', '2026-01-01T00:00:00.000Z')`.execute(database.db);
    await sql`insert into question_stats (user_id, question_id, module_id, times_seen, last_correct, last_seen_at) values
      (7, 30, 2, 1, 1, '2026-01-02T00:00:00.000Z'), (7, 10, 1, 3, 0, '2026-01-03T00:00:00.000Z'), (7, 20, 1, 2, 1, '2026-01-04T00:00:00.000Z')`.execute(database.db);
    expect(await migrate(database)).toEqual(['0015-records-by-module']);
  }

  /** The records survive, and an upsert on (learner, module, question) counts a record seen again. */
  async function expectRecordsKept(database: Database): Promise<void> {
    const read = () =>
      sql<{
        question_id: number;
        module_id: number;
        times_seen: number;
        last_correct: number;
      }>`select question_id, module_id, times_seen, last_correct from question_stats where user_id = 7 order by module_id, question_id`.execute(database.db);
    expect((await read()).rows).toEqual([
      { question_id: 10, module_id: 1, times_seen: 3, last_correct: 0 },
      { question_id: 20, module_id: 1, times_seen: 2, last_correct: 1 },
      { question_id: 30, module_id: 2, times_seen: 1, last_correct: 1 },
    ]);
    await sql`insert into question_stats (user_id, question_id, module_id, times_seen, last_correct, last_seen_at) values (7, 10, 1, 1, 1, '2026-01-05T00:00:00.000Z')
      on conflict (user_id, module_id, question_id) do update set times_seen = question_stats.times_seen + excluded.times_seen, last_correct = excluded.last_correct`.execute(database.db);
    expect((await read()).rows[0]).toEqual({ question_id: 10, module_id: 1, times_seen: 4, last_correct: 1 });
  }

  it('on SQLite, rebuilds the records as one B-tree keyed by learner, module and question, keeping every record', async () => {
    const database = openDatabase('file::memory:');
    try {
      await recordsBefore(database);
      await expectRecordsKept(database);
      const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where tbl_name = 'question_stats'`.execute(database.db);
      // The table alone: no index of its own beside it.
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sql).toMatch(/primary key \(user_id, module_id, question_id\)\s*\) without rowid$/i);
      // Deleting a learner still takes their records with them.
      await sql`pragma foreign_keys = on`.execute(database.db);
      await sql`delete from users where id = 7`.execute(database.db);
      expect((await sql<{ n: number }>`select count(*) as n from question_stats`.execute(database.db)).rows[0]!.n).toBe(0);
    } finally {
      await database.destroy();
    }
  });

  it.skipIf(!PG)('on PostgreSQL, changes nothing', () =>
    inFreshPgSchema(async (database, client, schema) => {
      await recordsBefore(database);
      const { rows } = await client.query<{ indexname: string }>(`select indexname from pg_indexes where schemaname = $1 and tablename = 'question_stats' order by 1`, [schema]);
      expect(rows.map((r) => r.indexname)).toEqual(['question_stats_pk', 'question_stats_user_module_answers']);
    }),
  );
});
