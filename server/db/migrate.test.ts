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
