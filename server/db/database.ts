/** The database: Kysely table types, and the dialect chosen by DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated, type Selectable, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { createLogSync, type LogSync } from './log-sync';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_lower: string;
  /** Null for an imported account that must set a password through a reset. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
  /** Set when an administrator disabled the account: its tokens stop working and sign-in is refused. */
  disabled_at: Generated<string | null>;
  /** Batches of FSRS reviews written for this learner: app servers compare it with the cards they hold in memory. */
  review_version: Generated<number>;
}

export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AdminsTable {
  id: Generated<number>;
  username: string;
  username_lower: string;
  password_hash: string;
  created_at: string;
}

export interface AdminSessionsTable {
  id: Generated<number>;
  admin_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
}

export interface CertificatesTable {
  id: Generated<number>;
  name: string;
  description: string;
  level: string;
  created_at: string;
  deleted_at: string | null;
}

export interface ModulesTable {
  id: Generated<number>;
  certificate_id: number;
  name: string;
  description: string;
  sort_order: number;
  created_at: string;
  deleted_at: string | null;
}

export interface QuestionsTable {
  id: Generated<number>;
  module_id: number;
  text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  /** `single` or `multiple` (contract v2); rows stored before it are `single`. */
  type: Generated<string>;
  /** The correct option letters in alphabetical order: `"B"`, or two or three for a multiple question. */
  correct_answer: string;
  difficulty: string;
  explanation: string;
  created_at: string;
  deleted_at: string | null;
  /** When an administrator last changed the correct answer (ISO): cards reviewed before then count as none. */
  key_changed_at: string | null;
}

/** A question row as a query returns it. */
export type QuestionRecord = Selectable<QuestionsTable>;

export interface QuizSessionsTable {
  id: Generated<number>;
  user_id: number;
  /** Null for a session that spans modules (an exam, a spaced review). */
  module_id: number | null;
  /** The module's name, or the session's title when it spans modules. */
  module_name: string;
  /** Null for a spaced review across certificates. */
  certificate_id: number | null;
  difficulty: string;
  /** JSON array of question ids, in quiz order. */
  question_ids: string;
  /** JSON array of answers: the chosen letters in alphabetical order ("B", "AC"), '' for unanswered. */
  answers: string;
  score: number;
  total_questions: number;
  time_used: number;
  completed_at: string;
  /** Hash of the submitted body, to answer a repeated submit with the first stored attempt. */
  submission_hash: string;
  submission_bucket: number;
  /** practice (also every session stored through POST /api/quiz-sessions), study, exam, review, mistakes. */
  mode: Generated<string>;
  /** Null for sessions stored before titles: "<module name> · <difficulty>". */
  title: string | null;
  /** 1 or 0 for an exam, else null. */
  passed: number | null;
}

export interface AttemptsTable {
  id: Generated<number>;
  user_id: number;
  mode: string;
  /** in_progress, submitted or abandoned. */
  status: string;
  title: string;
  certificate_id: number | null;
  module_id: number | null;
  difficulty: string | null;
  /** JSON array of question ids, in attempt order. */
  question_ids: string;
  /** JSON array of answers ('' for unanswered), one per question. */
  answers: string;
  /** JSON array of booleans, one per question. */
  flags: string;
  started_at: string;
  deadline: string | null;
  time_limit: number | null;
  /** An exam's pass mark in percent, fixed when it starts; else null. */
  pass_mark: number | null;
  session_id: number | null;
  /** Set while in progress, e.g. 'practice:12:easy': one in-progress attempt per learner and key. */
  resume_key: string | null;
  updated_at: string;
}

export interface QuestionStatsTable {
  user_id: number;
  question_id: number;
  module_id: number;
  times_seen: number;
  /** 1 when the learner's latest answer was right, else 0. */
  last_correct: number;
  last_seen_at: string;
}

/** FSRS state of one learner's card for one question (server/modules/review/scheduler.ts). */
export interface ReviewCardsTable {
  user_id: number;
  question_id: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
}

export interface ReviewLogsTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  session_id: number | null;
  rating: number;
  state: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  last_elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  review: string;
}

export interface ExamBlueprintsTable {
  certificate_id: number;
  question_count: number;
  time_limit: number;
  pass_mark: number;
}

export interface ExamWeightsTable {
  certificate_id: number;
  module_id: number;
  weight: number;
}

/** A learner's report of a wrong or unclear question. */
export interface QuestionReportsTable {
  id: Generated<number>;
  user_id: number;
  question_id: number;
  /** wrong_answer, unclear, typo, outdated or other. */
  reason: string;
  comment: string | null;
  /** open, resolved or dismissed. */
  status: string;
  /** The administrator's note when closing it. */
  note: string | null;
  created_at: string;
  closed_at: string | null;
}

export interface CatalogVersionTable {
  id: number;
  version: number;
}

export interface DB {
  catalog_version: CatalogVersionTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  password_resets: PasswordResetsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  certificates: CertificatesTable;
  modules: ModulesTable;
  questions: QuestionsTable;
  quiz_sessions: QuizSessionsTable;
  attempts: AttemptsTable;
  review_cards: ReviewCardsTable;
  review_logs: ReviewLogsTable;
  exam_blueprints: ExamBlueprintsTable;
  exam_weights: ExamWeightsTable;
  question_stats: QuestionStatsTable;
  question_reports: QuestionReportsTable;
}

export type Engine = 'sqlite' | 'postgres';

/** A transaction a service opens and hands to repositories (services never import Kysely themselves). */
export type DbTransaction = Transaction<DB>;

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** PostgreSQL schema when not the default search path. */
  schema?: string;
  /** SQLite on a file only: commits whose fsync runs off the event loop (log-sync.ts), for the write queue. */
  logSync?: LogSync;
  destroy(): Promise<void>;
}

/** SQLite's page cache per connection, in MiB (`SQLITE_CACHE_MB`). */
export const DEFAULT_SQLITE_CACHE_MB = 64;

export interface DatabaseOptions {
  /** SQLite only: its page cache, in MiB. */
  sqliteCacheMb?: number;
  /** PostgreSQL only: the schema to work in (tests use one fresh schema per suite). */
  pgSchema?: string;
  /** PostgreSQL only: connections in the pool. */
  poolSize?: number;
  /** SQLite only: called with the SQL of every statement run (tests count the statements of a request). */
  trace?: (sql: string) => void;
}

// PostgreSQL returns 64-bit integers (count, sum) as strings; ours all fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** Distinct SQL texts kept prepared; far more than the app uses (its queries vary only in IN-list lengths). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 for Kysely, preparing each distinct SQL text once. Kysely's SQLite driver
 * prepares every query anew, which cost about a tenth of the CPU of a simple read under load.
 * Reusing a statement is safe: the driver runs one query at a time on its single connection, and
 * SQLite re-prepares a statement itself when a migration changes the schema.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        // Kysely opens a transaction with a deferred `begin`. With several processes on one file
        // (WORKERS > 1), a transaction that reads before it writes then fails with SQLITE_BUSY when
        // another process committed meanwhile, without waiting. `begin immediate` takes the write
        // lock first, waiting up to busy_timeout; within one process transactions run one at a time anyway.
        statement = sqlite.prepare(sql === 'begin' ? 'begin immediate' : sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openDatabase(url: string, options: DatabaseOptions = {}): Database {
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length) || ':memory:';
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path, options.trace ? { verbose: (sql) => options.trace!(String(sql)) } : {});
    // WAL lets readers work while one writer commits; FULL makes an acknowledged commit survive power
    // loss. The write queue's group commits get the same from an fsync of their own, off the event
    // loop (log-sync.ts).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // SQLite's own default (2 MB) cannot even hold the inner pages of a large database's indexes, so
    // each request read them again through the operating system (docs/performance.md, "Quiet machine, 2026-11-24").
    sqlite.pragma(`cache_size = -${(options.sqliteCacheMb ?? DEFAULT_SQLITE_CACHE_MB) * 1024}`);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    if (sqlite.pragma('journal_mode', { simple: true }) !== 'wal') return { db, engine: 'sqlite', destroy: () => db.destroy() };
    const logSync = createLogSync(db, path);
    // The log's checkpoints run on a worker thread, off the commits of the event loop.
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    const checkpointer = startCheckpointer(path);
    return {
      db,
      engine: 'sqlite',
      logSync,
      // The worker's connection first, so that the app's, closed last, folds the log into the file.
      destroy: async () => {
        await checkpointer.stop();
        await logSync.close();
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', schema: options.pgSchema, destroy: () => db.destroy() };
}

export const nowIso = () => new Date().toISOString();
