/**
 * Bulk writers for the generator. Column lists are typed against the Kysely table types, so a
 * generated row has exactly the schema's columns. SQLite: better-sqlite3 prepared multi-row
 * INSERTs inside large transactions. PostgreSQL: INSERT ... SELECT FROM unnest(arrays), a few
 * thousand rows per statement, a couple of statements queued while the next rows are built.
 *
 * Rows that a live server appends over time (attempts, per-question records) are generated one
 * learner at a time but must land in the tables in time order, interleaved between learners as
 * in production (so one learner's attempts are spread over many pages, not packed together).
 * They go to a staging table with a sort key first, then move across in that order.
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import type { DB } from '@server/db/database';

type Column<T extends keyof DB> = keyof DB[T] & string;
type PgType = 'int' | 'text';

interface TableSpec<T extends keyof DB> {
  columns: { name: Column<T>; type: PgType }[];
}

const int = <T extends keyof DB>(name: Column<T>) => ({ name, type: 'int' as const });
const text = <T extends keyof DB>(name: Column<T>) => ({ name, type: 'text' as const });

export const TABLES: { [T in 'certificates' | 'modules' | 'questions' | 'users' | 'user_tokens' | 'quiz_sessions' | 'question_stats']: TableSpec<T> } = {
  certificates: { columns: [int('id'), text('name'), text('description'), text('level'), text('created_at'), text('deleted_at')] },
  modules: { columns: [int('id'), int('certificate_id'), text('name'), text('description'), int('sort_order'), text('created_at'), text('deleted_at')] },
  questions: {
    columns: [
      int('id'),
      int('module_id'),
      text('text'),
      text('option_a'),
      text('option_b'),
      text('option_c'),
      text('option_d'),
      text('correct_answer'),
      text('difficulty'),
      text('explanation'),
      text('created_at'),
      text('deleted_at'),
    ],
  },
  users: { columns: [int('id'), text('email'), text('email_lower'), text('password_hash'), text('first_name'), text('last_name'), text('created_at')] },
  user_tokens: { columns: [int('user_id'), text('token_hash'), text('created_at'), text('last_used_at')] },
  quiz_sessions: {
    columns: [
      int('user_id'),
      int('module_id'),
      text('module_name'),
      int('certificate_id'),
      text('difficulty'),
      text('question_ids'),
      text('answers'),
      int('score'),
      int('total_questions'),
      int('time_used'),
      text('completed_at'),
      text('submission_hash'),
      int('submission_bucket'),
    ],
  },
  question_stats: { columns: [int('user_id'), int('question_id'), int('module_id'), int('times_seen'), int('last_correct'), text('last_seen_at')] },
};

export type TableName = keyof typeof TABLES;
/** One row: the values in the order of TABLES[table].columns. */
export type Row = (string | number | null)[];

export interface Sink {
  write(table: TableName, rows: readonly Row[]): Promise<void>;
  /** Rows with their sort key as one more, last value: kept aside until moveStaged(table). */
  stage(table: TableName, rows: readonly Row[]): Promise<void>;
  /** Inserts the staged rows of a table in sort-key order, then drops them. */
  moveStaged(table: TableName): Promise<void>;
  /** Everything written is committed. */
  finish(): Promise<void>;
}

const columnList = (table: TableName) => (TABLES[table] as TableSpec<keyof DB>).columns.map((c) => c.name).join(', ');

const SQLITE_ROWS_PER_STATEMENT = 50;
const SQLITE_ROWS_PER_TRANSACTION = 500_000;

export class SqliteSink implements Sink {
  private readonly statements = new Map<string, { many: SQLite.Statement; one: SQLite.Statement }>();
  private inTransaction = 0;

  /** `stagingFile`: a scratch database, attached as `staging`, deleted by the caller afterwards. */
  constructor(
    private readonly db: SQLite.Database,
    stagingFile: string,
  ) {
    db.prepare('attach database ? as staging').run(stagingFile);
    db.pragma('staging.journal_mode = OFF');
    db.pragma('staging.synchronous = OFF');
    db.exec('begin');
  }

  private insert(target: string, columns: string[], rows: readonly Row[]): void {
    let st = this.statements.get(target);
    if (!st) {
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      const head = `insert into ${target} (${columns.join(', ')}) values `;
      st = { one: this.db.prepare(head + tuple), many: this.db.prepare(head + Array.from({ length: SQLITE_ROWS_PER_STATEMENT }, () => tuple).join(', ')) };
      this.statements.set(target, st);
    }
    let i = 0;
    for (; i + SQLITE_ROWS_PER_STATEMENT <= rows.length; i += SQLITE_ROWS_PER_STATEMENT) st.many.run(rows.slice(i, i + SQLITE_ROWS_PER_STATEMENT).flat());
    for (; i < rows.length; i++) st.one.run(rows[i]!);
    this.inTransaction += rows.length;
    if (this.inTransaction >= SQLITE_ROWS_PER_TRANSACTION) {
      this.db.exec('commit; begin');
      this.inTransaction = 0;
    }
  }

  write(table: TableName, rows: readonly Row[]): Promise<void> {
    this.insert(`main.${table}`, columnList(table).split(', '), rows);
    return Promise.resolve();
  }

  stage(table: TableName, rows: readonly Row[]): Promise<void> {
    if (!this.statements.has(`staging.${table}`)) {
      this.db.exec(`create table if not exists staging.${table} as select ${columnList(table)}, '' as sort_key from main.${table} where 0`);
    }
    this.insert(`staging.${table}`, [...columnList(table).split(', '), 'sort_key'], rows);
    return Promise.resolve();
  }

  moveStaged(table: TableName): Promise<void> {
    this.db.exec(`insert into main.${table} (${columnList(table)}) select ${columnList(table)} from staging.${table} order by sort_key; drop table staging.${table}`);
    return Promise.resolve();
  }

  finish(): Promise<void> {
    this.db.exec('commit');
    this.db.exec('detach database staging');
    return Promise.resolve();
  }
}

const PG_ROWS_PER_STATEMENT = 5_000;
const PG_QUEUED_STATEMENTS = 3;

export class PgSink implements Sink {
  private readonly pending: Promise<unknown>[] = [];
  private readonly staged = new Set<TableName>();

  constructor(private readonly client: pg.Client) {}

  private async insert(target: string, columns: { name: string; type: PgType }[], rows: readonly Row[]): Promise<void> {
    for (let i = 0; i < rows.length; i += PG_ROWS_PER_STATEMENT) {
      const batch = rows.slice(i, i + PG_ROWS_PER_STATEMENT);
      const arrays = columns.map((_, c) => batch.map((r) => r[c]));
      const sql = `insert into ${target} (${columns.map((c) => c.name).join(', ')}) select * from unnest(${columns.map((c, n) => `$${n + 1}::${c.type}[]`).join(', ')})`;
      // One statement at a time on the connection, each starting when the previous one ends; the
      // next batch is built meanwhile. Awaited later, in order, but never left unhandled.
      const previous = this.pending.at(-1) ?? Promise.resolve();
      const query = previous.then(() => this.client.query(sql, arrays));
      query.catch(() => undefined);
      this.pending.push(query);
      while (this.pending.length > PG_QUEUED_STATEMENTS) await this.pending.shift();
    }
  }

  write(table: TableName, rows: readonly Row[]): Promise<void> {
    return this.insert(table, (TABLES[table] as TableSpec<keyof DB>).columns, rows);
  }

  async stage(table: TableName, rows: readonly Row[]): Promise<void> {
    if (!this.staged.has(table)) {
      this.staged.add(table);
      await this.client.query(`create unlogged table staging_${table} as select ${columnList(table)}, ''::text as sort_key from ${table} where false`);
    }
    await this.insert(`staging_${table}`, [...(TABLES[table] as TableSpec<keyof DB>).columns, { name: 'sort_key', type: 'text' }], rows);
  }

  async moveStaged(table: TableName): Promise<void> {
    await this.finish();
    await this.client.query(`insert into ${table} (${columnList(table)}) select ${columnList(table)} from staging_${table} order by sort_key collate "C"`);
    await this.client.query(`drop table staging_${table}`);
  }

  async finish(): Promise<void> {
    while (this.pending.length > 0) await this.pending.shift();
  }
}
