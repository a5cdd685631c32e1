/**
 * What the learning reads need on a generated data set, added once after generation (SQLite):
 *
 * - an FSRS card (review_cards) for every per-question record (question_stats), as the server
 *   would hold after those answers: a question last answered right has graduated to review and
 *   falls due a stability's worth of days after that answer; one last answered wrong is in its
 *   10-minute relearning step. Answers are spread over two years, so most cards are due: the
 *   heaviest case for the review draw, the summary and readiness.
 * - one administrator with a session, for the admin statistics (cookie value in the meta file).
 *
 * At scale 1 that is 20 million cards; the secondary indexes are dropped for the bulk insert
 * and rebuilt after it (a sorted build instead of 20 million random B-tree inserts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { newToken, sha256 } from '@server/lib/secrets';
import { metaPath, sqlitePath, type DatasetSpec } from './datasets';

export interface LearningExtras {
  /** Raw value of the administrator's session cookie. */
  adminCookie: string;
  cards: number;
  seconds: number;
}

/** Adds cards and an administrator session when the data set has none yet; answers the cookie and the card count. */
export function ensureLearningData(spec: DatasetSpec, log: (line: string) => void): LearningExtras | undefined {
  if (spec.engine !== 'sqlite') return undefined;
  const path = metaPath(spec);
  if (!existsSync(path)) return undefined;
  const meta = JSON.parse(readFileSync(path, 'utf8')) as { learning?: LearningExtras };
  if (meta.learning) return meta.learning;
  const started = Date.now();
  const db = new SQLite(sqlitePath(spec));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -2000000');
    db.pragma('temp_store = MEMORY');
    const existing = (db.prepare('select count(*) as n from review_cards').get() as { n: number }).n;
    if (existing === 0) {
      log('  adding an FSRS card for every per-question record (review_cards)…');
      // Bulk loading is faster without the indexes: drop them (as the migrations made them) and build them again after.
      const indexes = db.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'review_cards' and sql is not null").all() as { name: string; sql: string }[];
      for (const { name } of indexes) db.exec(`drop index "${name}"`);
      // Stability in days grows with the times seen (a learner who keeps getting it right); a
      // wrong last answer relearns for 10 minutes. Dates as the server writes them (ISO, ms, Z).
      db.exec(`
        insert into review_cards (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
        select user_id, question_id,
          case when last_correct = 1
            then strftime('%Y-%m-%dT%H:%M:%fZ', last_seen_at, '+' || (3 * times_seen + 2) || ' days')
            else strftime('%Y-%m-%dT%H:%M:%fZ', last_seen_at, '+10 minutes') end,
          case when last_correct = 1 then 3.0 * times_seen + 2.3 else 1.2 end,
          case when last_correct = 1 then 4.9 else 7.1 end,
          0,
          case when last_correct = 1 then 3 * times_seen + 2 else 0 end,
          0, times_seen,
          case when last_correct = 1 then 0 else 1 end,
          case when last_correct = 1 then 2 else 3 end,
          last_seen_at
        from question_stats order by user_id, question_id`);
      log(`  cards written (${Math.round((Date.now() - started) / 1000)} s); rebuilding their indexes…`);
      for (const { sql } of indexes) db.exec(sql);
      db.exec('analyze review_cards');
    }
    const now = new Date().toISOString();
    const cookie = newToken();
    // The password hash is never used: the bench signs in through the stored session.
    const admin = db
      .prepare(
        "insert into admins (username, username_lower, password_hash, created_at) values ('bench-admin', 'bench-admin', 'unused', ?) on conflict (username_lower) do update set created_at = excluded.created_at returning id",
      )
      .get(now) as { id: number };
    db.prepare('insert into admin_sessions (admin_id, token_hash, created_at, last_used_at) values (?, ?, ?, ?)').run(admin.id, sha256(cookie), now, now);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const cards = (db.prepare('select count(*) as n from review_cards').get() as { n: number }).n;
    const learning: LearningExtras = { adminCookie: cookie, cards, seconds: Math.round((Date.now() - started) / 1000) };
    writeFileSync(path, `${JSON.stringify({ ...meta, learning }, null, 2)}\n`);
    log(`  ${cards.toLocaleString('en')} cards and an administrator session in ${learning.seconds} s`);
    return learning;
  } finally {
    db.close();
  }
}
