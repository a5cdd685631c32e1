/** The few places where SQLite and PostgreSQL differ, named once. */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Transaction } from 'kysely';
import type { DB, Engine } from './database';

/** An auto-incrementing integer primary key named id. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** The engine behind a database or transaction (for the rare statement whose text differs). */
export function engineOf(db: Kysely<DB>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Is this error a unique-constraint violation? */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Is this error a number out of its column's range (PostgreSQL's 22003, e.g. an id above 2^31-1)? */
export function isOutOfRange(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22003';
}

/**
 * Serialises concurrent seeding by several servers starting on one PostgreSQL database. SQLite is
 * embedded in one process, whose transactions Kysely already runs one at a time.
 */
export async function lockForSeed(trx: Transaction<DB>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(72015)`.execute(trx);
}

/**
 * Makes a varchar column longer. PostgreSQL enforces a varchar's length, so the column is altered
 * in place. SQLite never enforces declared lengths, and cannot alter a column without rebuilding
 * its table, so there is nothing to do.
 */
export async function widenVarchar(db: Kysely<unknown>, engine: Engine, table: string, column: string, length: number): Promise<void> {
  if (engine !== 'postgres') return;
  await db.schema
    .alterTable(table)
    .alterColumn(column, (c) => c.setDataType(`varchar(${length})`))
    .execute();
}

/**
 * Serialises first-run administrator registration, so that of concurrent requests on an empty
 * admins table exactly one creates the first administrator. PostgreSQL: a transaction-scoped
 * advisory lock. SQLite: a write statement that changes nothing still takes the database's write
 * lock at once, so a transaction in another process (WORKERS) waits here (busy_timeout) instead of
 * counting administrators at the same time; within one process Kysely runs transactions one at a time.
 */
export async function lockForAdminRegistration(trx: Transaction<DB>, engine: Engine): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(72017)`.execute(trx);
  else await sql`update admins set id = id where 0 = 1`.execute(trx);
}
