import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, UsersTable } from '@server/db/database';
import { prepareQuery, type Placeholders } from '@server/db/prepared';

type Executor = Kysely<DB> | Transaction<DB>;
export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Executor, user: { email: string; passwordHash: string | null; firstName: string; lastName: string; createdAt: string }): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      email_lower: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      created_at: user.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPassword(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

export async function insertToken(db: Executor, userId: number, tokenHash: string, now: string): Promise<void> {
  await db.insertInto('user_tokens').values({ user_id: userId, token_hash: tokenHash, created_at: now, last_used_at: now }).execute();
}

export function findToken(db: Executor, tokenHash: string) {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['user_tokens.id as tokenId', 'user_tokens.last_used_at as lastUsedAt', 'users.id as userId', 'users.disabled_at as disabledAt'])
    .where('user_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * The token check of a learner request, with three more facts folded into the same statement: the
 * catalogue's version (server/modules/catalog/cache.ts), the learner's review version
 * (server/modules/review/cards.ts), and whether the learner has a timed attempt still in progress
 * whose deadline (plus grace) passed before `expiredBefore`. The latter is an index probe
 * (attempts_user_status: user, status, deadline) that the database answers, so every app server
 * sees attempts started on any other; reads then skip grading expired attempts when there is none
 * (almost always) without a query of their own.
 */
const tokenForRequest = prepareQuery((db, $: Placeholders<{ tokenHash: string; expiredBefore: string }>) =>
  db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['user_tokens.id as tokenId', 'user_tokens.last_used_at as lastUsedAt', 'users.id as userId', 'users.disabled_at as disabledAt', 'users.review_version as reviewVersion'])
    .select((eb) => eb.selectFrom('catalog_version').select('version').where('id', '=', 1).as('catalogVersion'))
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('attempts')
            .select(sql<number>`1`.as('one'))
            .whereRef('attempts.user_id', '=', 'users.id')
            .where('attempts.status', '=', 'in_progress')
            .where('attempts.deadline', '<', $.expiredBefore),
        )
        .as('expiredAttempt'),
    )
    .where('user_tokens.token_hash', '=', $.tokenHash),
);

export async function findTokenForRequest(db: Executor, tokenHash: string, expiredBefore: string) {
  const [row] = await tokenForRequest(db, { tokenHash, expiredBefore });
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return row && { ...row, catalogVersion: row.catalogVersion ?? 0, expiredAttempt: Boolean(row.expiredAttempt) };
}

export async function touchToken(db: Executor, tokenId: number, now: string): Promise<void> {
  await db.updateTable('user_tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();
}

export async function deleteToken(db: Executor, tokenId: number): Promise<void> {
  await db.deleteFrom('user_tokens').where('id', '=', tokenId).execute();
}

export async function deleteUserTokens(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
}

/** A new reset token replaces every older one of the same learner. */
export async function replaceResetToken(db: Executor, userId: number, tokenHash: string, now: string, expiresAt: string): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  await db.insertInto('password_resets').values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt, used_at: null }).execute();
}

export function findResetToken(db: Executor, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a reset token used; false when another request used it first. */
export async function consumeResetToken(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db.updateTable('password_resets').set({ used_at: now }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
