/** Quiz attempts and each learner's record per question (which questions were seen, and answered right). */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, QuizSessionsTable } from '@server/db/database';
import { prepareQuery, prepareRowsQuery, type Placeholders } from '@server/db/prepared';
import { statementChunks } from '@server/db/chunks';
import { engineOf } from '@server/db/dialect';

type Executor = Kysely<DB> | Transaction<DB>;

const recordsOfModule = prepareQuery((db, $: Placeholders<{ userId: number; moduleId: number }>) =>
  db.selectFrom('question_stats').select(['question_id', 'last_correct']).where('user_id', '=', $.userId).where('module_id', '=', $.moduleId),
);

/** The learner's record (last answer right or not) of every question of this module they have answered. */
export async function questionStatsOf(db: Executor, userId: number, moduleId: number): Promise<Map<number, boolean>> {
  const rows = await recordsOfModule(db, { userId, moduleId });
  return new Map(rows.map((r) => [r.question_id, r.last_correct === 1]));
}

/**
 * A learner's records of a range of modules, one row per module: its question ids as text, an id
 * negative where the last answer was wrong. One short string per module is far cheaper to read than
 * a row object per record (a mock exam reads the records of 20 modules, some 70 of them; turning
 * them into objects cost more than finding them), and the query is prepared once: an `in` list of
 * modules would be compiled anew for each count of modules. `string_agg` is PostgreSQL's and, since
 * 3.44, SQLite's.
 */
const recordsOfModuleRange = prepareQuery((db, $: Placeholders<{ userId: number; low: number; high: number }>) =>
  db
    .selectFrom('question_stats')
    .select(['module_id', sql<string>`string_agg(cast(case when last_correct = 1 then question_id else -question_id end as text), ',')`.as('records')])
    .where('user_id', '=', $.userId)
    .where('module_id', '>=', $.low)
    .where('module_id', '<=', $.high)
    .groupBy('module_id'),
);

/** The learner's record (last answer right or not) of every question of these modules they have answered, per module. */
export async function questionStatsOfModules(db: Executor, userId: number, moduleIds: readonly number[]): Promise<Map<number, Map<number, boolean>>> {
  if (moduleIds.length === 1) return new Map([[moduleIds[0]!, await questionStatsOf(db, userId, moduleIds[0]!)]]);
  const byModule = new Map<number, Map<number, boolean>>();
  if (moduleIds.length === 0) return byModule;
  // A certificate's modules mostly have neighbouring ids; the range's other modules are skipped here.
  const wanted = new Set(moduleIds);
  const rows = await recordsOfModuleRange(db, { userId, low: Math.min(...moduleIds), high: Math.max(...moduleIds) });
  for (const row of rows) {
    if (!wanted.has(row.module_id)) continue;
    const records = new Map<number, boolean>();
    for (const text of row.records.split(',')) {
      const id = Number(text);
      records.set(Math.abs(id), id > 0);
    }
    byModule.set(row.module_id, records);
  }
  return byModule;
}

/** Names of modules by id, deleted ones included. */
export async function moduleNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('modules')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A module by id, deleted or not: attempts keep the module they were taken in. */
export async function moduleForAttempt(db: Executor, moduleId: number) {
  return (await moduleById(db, { moduleId }))[0];
}

const moduleById = prepareQuery((db, $: Placeholders<{ moduleId: number }>) => db.selectFrom('modules').select(['id', 'name', 'certificate_id', 'deleted_at']).where('id', '=', $.moduleId));

export interface NewAttempt {
  userId: number;
  /** Null for a session that spans modules. */
  moduleId: number | null;
  moduleName: string;
  certificateId: number | null;
  difficulty: string;
  questionIds: number[];
  answers: string[];
  score: number;
  timeUsed: number;
  completedAt: string;
  submissionHash: string;
  submissionBucket: number;
  mode: string;
  title: string;
  /** For an exam: whether it reached the pass mark. */
  passed?: boolean;
}

function attemptRow(a: NewAttempt): SessionInsert {
  return {
    user_id: a.userId,
    module_id: a.moduleId,
    module_name: a.moduleName,
    certificate_id: a.certificateId,
    difficulty: a.difficulty,
    question_ids: JSON.stringify(a.questionIds),
    answers: JSON.stringify(a.answers),
    score: a.score,
    total_questions: a.questionIds.length,
    time_used: a.timeUsed,
    completed_at: a.completedAt,
    submission_hash: a.submissionHash,
    submission_bucket: a.submissionBucket,
    mode: a.mode,
    title: a.title,
    passed: a.passed === undefined ? null : a.passed ? 1 : 0,
  };
}

/** The columns of a stored session but its id. */
type SessionInsert = Omit<Selectable<QuizSessionsTable>, 'id'>;

const insertSession = prepareQuery((db, $: Placeholders<SessionInsert>) =>
  db
    .insertInto('quiz_sessions')
    .values({
      user_id: $.user_id,
      module_id: $.module_id,
      module_name: $.module_name,
      certificate_id: $.certificate_id,
      difficulty: $.difficulty,
      question_ids: $.question_ids,
      answers: $.answers,
      score: $.score,
      total_questions: $.total_questions,
      time_used: $.time_used,
      completed_at: $.completed_at,
      submission_hash: $.submission_hash,
      submission_bucket: $.submission_bucket,
      mode: $.mode,
      title: $.title,
      passed: $.passed,
    })
    .onConflict((oc) => oc.columns(['user_id', 'submission_hash', 'submission_bucket']).doNothing())
    .returning('id'),
);

/** Stores an attempt and answers its row as stored; undefined when the same submission (learner, hash, minute bucket) is stored already. */
export async function insertAttemptUnlessStored(db: Executor, a: NewAttempt): Promise<SessionRow | undefined> {
  const row = attemptRow(a);
  const id = (await insertSession(db, row))[0]?.id;
  return id === undefined ? undefined : { id, ...row };
}

const recentSubmission = prepareQuery((db, $: Placeholders<{ userId: number; hash: string; since: string }>) =>
  db.selectFrom('quiz_sessions').select('id').where('user_id', '=', $.userId).where('submission_hash', '=', $.hash).where('completed_at', '>=', $.since).orderBy('id').limit(1),
);

/** The learner's attempt with this body hash stored since `since`, if any. */
export async function findRecentSubmission(db: Executor, userId: number, hash: string, since: string): Promise<number | undefined> {
  return (await recentSubmission(db, { userId, hash, since }))[0]?.id;
}

/** The attempt stored under the unique (learner, body hash, minute bucket) key. */
export async function findSubmissionInBucket(db: Executor, userId: number, hash: string, bucket: number): Promise<number | undefined> {
  const row = await db.selectFrom('quiz_sessions').select('id').where('user_id', '=', userId).where('submission_hash', '=', hash).where('submission_bucket', '=', bucket).executeTakeFirst();
  return row?.id;
}

export type SessionRow = Selectable<QuizSessionsTable>;

const sessionById = prepareQuery((db, $: Placeholders<{ userId: number; id: number }>) => db.selectFrom('quiz_sessions').selectAll().where('id', '=', $.id).where('user_id', '=', $.userId));

export async function findAttempt(db: Executor, userId: number, id: number): Promise<SessionRow | undefined> {
  return (await sessionById(db, { userId, id }))[0];
}

/** What history shows of a session. */
export type HistoryRow = Pick<Selectable<QuizSessionsTable>, 'id' | 'module_id' | 'module_name' | 'difficulty' | 'score' | 'total_questions' | 'time_used' | 'completed_at' | 'mode' | 'title' | 'passed'>;

const attemptsOf = prepareQuery((db, $: Placeholders<{ userId: number }>) =>
  db
    .selectFrom('quiz_sessions')
    .select(['id', 'module_id', 'module_name', 'difficulty', 'score', 'total_questions', 'time_used', 'completed_at', 'mode', 'title', 'passed'])
    .where('user_id', '=', $.userId)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc'),
);

export function listAttempts(db: Executor, userId: number): Promise<HistoryRow[]> {
  return attemptsOf(db, { userId });
}

/**
 * The same history as the JSON of GET /api/quiz-history (toHistoryEntry), written by SQLite from
 * the history index alone: a row object per session, then the JSON of each, had been two thirds of
 * the request's CPU. The title falls back as sessionTitle does (quiz/service.ts). SQLite only: its
 * aggregate's ORDER BY needs 3.44.
 */
const historyJsonOf = prepareQuery((db, $: Placeholders<{ userId: number }>) =>
  db
    .selectFrom('quiz_sessions')
    .select(
      sql<string>`json_group_array(json_object(
        'id', id, 'moduleId', module_id, 'moduleName', module_name, 'difficulty', difficulty, 'score', score,
        'totalQuestions', total_questions, 'timeUsed', time_used, 'completedAt', completed_at, 'mode', mode,
        'title', coalesce(title, module_name || ' · ' || difficulty),
        'passed', case passed when 1 then json('true') when 0 then json('false') end
      ) order by completed_at desc, id desc)`.as('history'),
    )
    .where('user_id', '=', $.userId),
);

export async function historyJson(db: Executor, userId: number): Promise<string> {
  return (await historyJsonOf(db, { userId }))[0]?.history ?? '[]';
}

/** A learner's record of one question, as stored in question_stats. */
export interface QuestionRecord {
  user_id: number;
  question_id: number;
  module_id: number;
  times_seen: number;
  last_correct: number;
  last_seen_at: string;
}

/**
 * Adds records to question_stats in a few multi-row upserts (statementChunks): a record
 * already stored counts `times_seen` more and keeps the new answer. At most one row per learner
 * and question (PostgreSQL refuses a statement that updates a row twice). The key is the table's
 * primary key: (learner, module, question) on SQLite, (learner, question) on PostgreSQL
 * (migration 0015 says why).
 */
const upsertRecords = prepareRowsQuery((db, rows: readonly Placeholders<QuestionRecord>[]) =>
  db
    .insertInto('question_stats')
    .values(rows.map((r) => ({ user_id: r.user_id, question_id: r.question_id, module_id: r.module_id, times_seen: r.times_seen, last_correct: r.last_correct, last_seen_at: r.last_seen_at })))
    .onConflict((oc) =>
      oc.columns(engineOf(db) === 'sqlite' ? ['user_id', 'module_id', 'question_id'] : ['user_id', 'question_id']).doUpdateSet({
        times_seen: sql<number>`question_stats.times_seen + excluded.times_seen`,
        last_correct: (eb) => eb.ref('excluded.last_correct'),
        last_seen_at: (eb) => eb.ref('excluded.last_seen_at'),
      }),
    ),
);

export async function upsertQuestionRecords(trx: Transaction<DB>, records: QuestionRecord[]): Promise<void> {
  for (const part of statementChunks(records)) await upsertRecords(trx, part);
}
