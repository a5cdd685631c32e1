/** Versioned migrations, applied in name order inside one transaction each. */
import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as m0001 from './migrations/0001-initial';
import * as m0002 from './migrations/0002-catalog-version';
import * as m0003 from './migrations/0003-covering-indexes';

type Step = { up: (db: Parameters<Migration['up']>[0], engine: Database['engine']) => Promise<void> };
const steps: Record<string, Step> = { '0001-initial': m0001, '0002-catalog-version': m0002, '0003-covering-indexes': m0003 };

export async function migrate(database: Database): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(steps).map(([name, step]) => [name, { up: (db) => step.up(db, database.engine) } satisfies Migration]),
        ),
      ),
  };
  const { error, results } = await underMigrationLock(database, async () => {
    const migrationTableSchema = await workingSchema(database);
    const migrator = new Migrator({ db: database.db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
    return migrator.migrateToLatest();
  });
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
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
