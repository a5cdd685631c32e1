/** The few places where SQLite and PostgreSQL differ, named once. */
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Transaction } from 'kysely';
import type { DB, Engine } from './database';

/** An auto-incrementing integer primary key named id. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Is this error a unique-constraint violation? */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Serialises concurrent seeding by several servers starting on one PostgreSQL database. SQLite is
 * embedded in one process, whose transactions Kysely already runs one at a time.
 */
export async function lockForSeed(trx: Transaction<DB>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(72015)`.execute(trx);
}
