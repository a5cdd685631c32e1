/** Learner accounts as administrators manage them: search, disable, erase, import. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LearnerRow } from '@common/schemas/learner-admin';
import type { DB } from '@server/db/database';
import { presentLearner } from './presenter';

type Executor = Kysely<DB> | Transaction<DB>;

/** `%` and `_` in a search are letters, not wildcards. */
function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function rowsQuery(db: Executor) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.created_at', 'u.disabled_at', 'u.password_hash'])
    .select((eb) => [
      eb
        .selectFrom('quiz_sessions as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.user_id', '=', 'u.id')
        .as('attempts'),
      eb
        .selectFrom('quiz_sessions as s')
        .select((e) => e.fn.max('s.completed_at').as('m'))
        .whereRef('s.user_id', '=', 'u.id')
        .as('lastSession'),
      eb
        .selectFrom('user_tokens as k')
        .select((e) => e.fn.max('k.last_used_at').as('m'))
        .whereRef('k.user_id', '=', 'u.id')
        .as('lastToken'),
    ]);
}

export async function listLearners(db: Executor, query: string, page: number, pageSize: number): Promise<{ total: number; users: LearnerRow[] }> {
  const pattern = query === '' ? null : likePattern(query);
  let count = db.selectFrom('users as u').select((eb) => eb.fn.countAll<number>().as('n'));
  let rows = rowsQuery(db);
  if (pattern) {
    const filter = sql<boolean>`(u.email_lower like ${pattern} escape '\\' or lower(u.first_name) like ${pattern} escape '\\' or lower(u.last_name) like ${pattern} escape '\\' or lower(u.first_name || ' ' || u.last_name) like ${pattern} escape '\\')`;
    count = count.where(filter);
    rows = rows.where(filter);
  }
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const found = await rows
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { total, users: found.map(presentLearner) };
}

export async function getLearner(db: Executor, id: number): Promise<LearnerRow | undefined> {
  const row = await rowsQuery(db).where('u.id', '=', id).executeTakeFirst();
  return row ? presentLearner(row) : undefined;
}

/** Disables or enables an account; a disabled account loses every token at once. False when no such learner. */
export async function setDisabled(db: Executor, id: number, disabled: boolean, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ disabled_at: disabled ? sql<string>`coalesce(disabled_at, ${now})` : null })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (disabled) await db.deleteFrom('user_tokens').where('user_id', '=', id).execute();
  return true;
}

/**
 * Erases a learner and everything of theirs. Most tables would follow the user by cascade, but the
 * order is spelled out: attempts refer to sessions, and a cascade's order is the engine's choice.
 */
export async function eraseLearner(trx: Transaction<DB>, id: number): Promise<boolean> {
  await trx.deleteFrom('attempts').where('user_id', '=', id).execute();
  await trx.deleteFrom('review_logs').where('user_id', '=', id).execute();
  await trx.deleteFrom('review_cards').where('user_id', '=', id).execute();
  await trx.deleteFrom('question_stats').where('user_id', '=', id).execute();
  await trx.deleteFrom('question_reports').where('user_id', '=', id).execute();
  await trx.deleteFrom('quiz_sessions').where('user_id', '=', id).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
  await trx.deleteFrom('user_tokens').where('user_id', '=', id).execute();
  const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Which of these lower-cased emails have an account already. */
export async function existingEmails(db: Executor, emailsLower: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emailsLower.length; i += 500) {
    const chunk = emailsLower.slice(i, i + 500);
    const rows = await db.selectFrom('users').select('email_lower').where('email_lower', 'in', chunk).execute();
    for (const r of rows) found.add(r.email_lower);
  }
  return found;
}

/** Accounts without a password: their owners set one through Forgot Password. */
export async function insertImported(db: Executor, users: readonly { email: string; firstName: string; lastName: string }[], now: string): Promise<void> {
  for (let i = 0; i < users.length; i += 200) {
    const chunk = users.slice(i, i + 200);
    await db
      .insertInto('users')
      .values(chunk.map((u) => ({ email: u.email, email_lower: u.email.toLowerCase(), password_hash: null, first_name: u.firstName, last_name: u.lastName, created_at: now })))
      .execute();
  }
}
