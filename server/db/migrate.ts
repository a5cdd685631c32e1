/** Versioned migrations, applied in name order inside one transaction each. */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-catalog-version';
import * as m0003 from './migrations/0003-covering-indexes';
import * as m0004 from './migrations/0004-question-type';
import * as m0006 from './migrations/0006-attempts';
import * as m0007 from './migrations/0007-review-cards';
import * as m0008 from './migrations/0008-exam-blueprints';
import * as m0009 from './migrations/0009-admin-tools';
import * as m0010 from './migrations/0010-module-stats-index';
import * as m0011 from './migrations/0011-review-due-covering';
import * as m0012 from './migrations/0012-key-change-stamp';
import * as m0013 from './migrations/0013-review-version';
import * as m0014 from './migrations/0014-cards-without-due-index';
import * as m0015 from './migrations/0015-records-by-module';

type Step = { up: (db: Parameters<Migration['up']>[0], engine: Database['engine']) => Promise<void> };
const steps: Record<string, Step> = {
  '0001-initial': m0001,
  '0002-catalog-version': m0002,
  '0003-covering-indexes': m0003,
  '0004-question-type': m0004,
  '0006-attempts': m0006,
  '0007-review-cards': m0007,
  '0008-exam-blueprints': m0008,
  '0009-admin-tools': m0009,
  '0010-module-stats-index': m0010,
  '0011-review-due-covering': m0011,
  '0012-key-change-stamp': m0012,
  '0013-review-version': m0013,
  '0014-cards-without-due-index': m0014,
  '0015-records-by-module': m0015,
};

/** Applies the migrations not applied yet, up to `target` (a migration's name; tests stop at an older one) or all. */
export async function migrate(database: Database, target?: string): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(Object.fromEntries(Object.entries(steps).map(([name, step]) => [name, { up: (db) => step.up(db, database.engine) } satisfies Migration]))),
  };
  const { error, results } = await underMigrationLock(database, async () => {
    const migrationTableSchema = await workingSchema(database);
    const migrator = new Migrator({ db: database.db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    const run = () => (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
    // Kysely looks for its bookkeeping tables by listing every table of the database; a table that
    // another schema drops meanwhile (another deployment, a parallel test suite) makes that listing
    // fail with "relation ... does not exist" (42P01), or a whole schema dropped meanwhile with
    // "schema ... does not exist" (3F000). Each migration runs in its own transaction, so running
    // again is safe; a real error of ours fails again the same way.
    for (let attempt = 1; ; attempt++) {
      const outcome = await run();
      if (attempt >= 5 || !isVanishedObject(outcome.error)) return outcome;
    }
  });
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

const VANISHED = new Set(['42P01', '3F000']);

function isVanishedObject(error: unknown): boolean {
  return typeof error === 'object' && error !== null && VANISHED.has(String((error as { code?: unknown }).code));
}

/**
 * The PostgreSQL schema the connection works in, named explicitly. Without a name, Kysely decides
 * whether its bookkeeping tables exist by looking in every schema of the database, so a database
 * whose search_path (set in DATABASE_URL) points at a fresh schema, next to another schema that
 * already holds those tables, would skip creating them and then fail to read them.
 */
async function workingSchema(database: Database): Promise<string | undefined> {
  if (database.engine !== 'postgres') return undefined;
  if (database.schema) return database.schema;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema ?? undefined;
}

/**
 * Kysely's migrator creates its own bookkeeping tables before it takes its lock, so two servers
 * starting together on one PostgreSQL database can race there ("relation kysely_migration_lock
 * does not exist"). A session advisory lock, held on a connection of its own, puts the whole run
 * behind one lock; the second server then finds the migrations done. SQLite is one process.
 */
async function underMigrationLock<T>(database: Database, run: () => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return run();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(72016)`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(72016)`.execute(connection);
    }
  });
}
