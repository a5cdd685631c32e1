/** SQL of administrator accounts and their sessions. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@server/db/database';

type Executor = Kysely<DB> | Transaction<DB>;

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAdmin(db: Executor, admin: { username: string; passwordHash: string; createdAt: string }) {
  return db
    .insertInto('admins')
    .values({ username: admin.username, username_lower: admin.username.toLowerCase(), password_hash: admin.passwordHash, created_at: admin.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findAdminByUsername(db: Executor, username: string) {
  return db.selectFrom('admins').selectAll().where('username_lower', '=', username.toLowerCase()).executeTakeFirst();
}

export function listAdmins(db: Executor) {
  return db.selectFrom('admins').select(['id', 'username', 'created_at']).orderBy('created_at').orderBy('id').execute();
}

export async function adminExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Deletes an administrator with their sessions. */
export async function deleteAdmin(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('admin_sessions').where('admin_id', '=', id).execute();
  await db.deleteFrom('admins').where('id', '=', id).execute();
}

// ---- sessions ----

export function findSessionByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select(['admin_sessions.id as sessionId', 'admin_sessions.last_used_at as lastUsedAt', 'admins.id as id', 'admins.username as username'])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertSession(db: Executor, adminId: number, tokenHash: string, now: string): Promise<void> {
  await db.insertInto('admin_sessions').values({ admin_id: adminId, token_hash: tokenHash, created_at: now, last_used_at: now }).execute();
}

export async function touchSession(db: Executor, sessionId: number, now: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: number): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
}
