/** The database: Kysely table types, and the dialect chosen by DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Generated, type SqliteDatabase } from 'kysely';
import pg from 'pg';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_lower: string;
  /** Null for an imported account that must set a password through a reset. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  created_at: string;
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
  correct_answer: string;
  difficulty: string;
  explanation: string;
  created_at: string;
  deleted_at: string | null;
}

export interface QuizSessionsTable {
  id: Generated<number>;
  user_id: number;
  module_id: number;
  module_name: string;
  certificate_id: number;
  difficulty: string;
  /** JSON array of question ids, in quiz order. */
  question_ids: string;
  /** JSON array of chosen option ids ('' for unanswered). */
  answers: string;
  score: number;
  total_questions: number;
  time_used: number;
  completed_at: string;
  /** Hash of the submitted body, to answer a repeated submit with the first stored attempt. */
  submission_hash: string;
  submission_bucket: number;
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
  question_stats: QuestionStatsTable;
}

export type Engine = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /** PostgreSQL schema when not the default search path. */
  schema?: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL only: the schema to work in (tests use one fresh schema per suite). */
  pgSchema?: string;
  /** PostgreSQL only: connections in the pool. */
  poolSize?: number;
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
        statement = sqlite.prepare(sql);
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
    const sqlite = new SQLite(path);
    // WAL lets readers work while one writer commits; FULL makes an acknowledged commit survive power loss.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, engine: 'sqlite', destroy: () => db.destroy() };
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
