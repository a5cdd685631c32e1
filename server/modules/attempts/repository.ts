/** Attempts held by the server: one row each, its answers and flags as JSON arrays in quiz order. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AttemptsTable, DB } from '@server/db/database';
import { prepareQuery, type Placeholders } from '@server/db/prepared';

type Executor = Kysely<DB> | Transaction<DB>;
export type AttemptRow = Selectable<AttemptsTable>;

/** Every column of a new attempt but its id. */
export type NewAttemptRow = Omit<AttemptRow, 'id'>;

const insertQuery = prepareQuery((db, $: Placeholders<NewAttemptRow>) =>
  db
    .insertInto('attempts')
    .values({
      user_id: $.user_id,
      mode: $.mode,
      status: $.status,
      title: $.title,
      certificate_id: $.certificate_id,
      module_id: $.module_id,
      difficulty: $.difficulty,
      question_ids: $.question_ids,
      answers: $.answers,
      flags: $.flags,
      started_at: $.started_at,
      deadline: $.deadline,
      time_limit: $.time_limit,
      pass_mark: $.pass_mark,
      session_id: $.session_id,
      resume_key: $.resume_key,
      updated_at: $.updated_at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'resume_key']).doNothing())
    .returning('id'),
);

/** Stores a new attempt; undefined when the learner already has one in progress under the same resume key. */
export async function insertAttempt(db: Executor, row: NewAttemptRow): Promise<number | undefined> {
  return (await insertQuery(db, row))[0]?.id;
}

const attemptById = prepareQuery((db, $: Placeholders<{ userId: number; id: number }>) => db.selectFrom('attempts').selectAll().where('id', '=', $.id).where('user_id', '=', $.userId));

export async function findAttempt(db: Executor, userId: number, id: number): Promise<AttemptRow | undefined> {
  return (await attemptById(db, { userId, id }))[0];
}

const attemptByKey = prepareQuery((db, $: Placeholders<{ userId: number; resumeKey: string }>) => db.selectFrom('attempts').selectAll().where('user_id', '=', $.userId).where('resume_key', '=', $.resumeKey));

export async function findInProgressByKey(db: Executor, userId: number, resumeKey: string): Promise<AttemptRow | undefined> {
  return (await attemptByKey(db, { userId, resumeKey }))[0];
}

const lockQuery = prepareQuery((db, $: Placeholders<{ userId: number; id: number; now: string }>) =>
  db.updateTable('attempts').set({ updated_at: $.now }).where('id', '=', $.id).where('user_id', '=', $.userId).returningAll(),
);

/**
 * Reads an attempt for a change, inside the transaction that makes it: on PostgreSQL the update
 * locks the row until that transaction ends, so a save and a submit of the same attempt (two
 * devices, a retry) happen one after the other, never interleaved. SQLite runs one write
 * transaction at a time anyway.
 */
export async function lockAttempt(trx: Transaction<DB>, userId: number, id: number, now: string): Promise<AttemptRow | undefined> {
  return (await lockQuery(trx, { userId, id, now }))[0];
}

const saveQuery = prepareQuery((db, $: Placeholders<{ id: number; answers: string; flags: string }>) => db.updateTable('attempts').set({ answers: $.answers, flags: $.flags }).where('id', '=', $.id));

export async function saveAnswers(trx: Transaction<DB>, id: number, answers: readonly string[], flags: readonly boolean[]): Promise<void> {
  await saveQuery(trx, { id, answers: JSON.stringify(answers), flags: JSON.stringify(flags) });
}

const submittedQuery = prepareQuery((db, $: Placeholders<{ id: number; sessionId: number }>) =>
  db.updateTable('attempts').set({ status: 'submitted', session_id: $.sessionId, resume_key: null }).where('id', '=', $.id),
);

export async function markSubmitted(trx: Transaction<DB>, id: number, sessionId: number): Promise<void> {
  await submittedQuery(trx, { id, sessionId });
}

export async function markAbandoned(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.updateTable('attempts').set({ status: 'abandoned', resume_key: null }).where('id', '=', id).execute();
}

const inProgressOf = prepareQuery((db, $: Placeholders<{ userId: number }>) =>
  db.selectFrom('attempts').selectAll().where('user_id', '=', $.userId).where('status', '=', 'in_progress').orderBy('started_at', 'desc').orderBy('id', 'desc'),
);

export function listInProgress(db: Executor, userId: number): Promise<AttemptRow[]> {
  return inProgressOf(db, { userId });
}

/** Ids of this learner's attempts still in progress whose deadline passed before `cutoff`. */
export async function expiredOf(db: Executor, userId: number, cutoff: string): Promise<number[]> {
  const rows = await db.selectFrom('attempts').select('id').where('user_id', '=', userId).where('status', '=', 'in_progress').where('deadline', '<', cutoff).execute();
  return rows.map((r) => r.id);
}

/** Attempts of anyone still in progress whose deadline passed before `cutoff`, oldest first. */
export function expiredOfAnyone(db: Executor, cutoff: string, limit: number): Promise<{ id: number; user_id: number }[]> {
  return db.selectFrom('attempts').select(['id', 'user_id']).where('status', '=', 'in_progress').where('deadline', '<', cutoff).orderBy('deadline').limit(limit).execute();
}

/** Deletes abandoned attempts last touched before `cutoff`; answers how many went. */
export async function deleteAbandonedBefore(db: Executor, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('attempts').where('status', '=', 'abandoned').where('updated_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
