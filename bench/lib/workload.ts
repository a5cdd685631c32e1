/**
 * The requests the benchmarks send: which learners (many tokens, a different one per request),
 * which modules and questions (read from the database before the server starts), and how each
 * endpoint's request is built.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database';
import type { BenchToken } from './datasets';

type Difficulty = 'easy' | 'medium' | 'hard' | 'mixed';
const LETTERS = ['A', 'B', 'C', 'D'] as const;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];

export interface Workload {
  tokens: BenchToken[];
  /** Modules with at least one live question, with their question ids and answers per difficulty. */
  modules: { id: number; pools: Partial<Record<Difficulty, { id: number; correct: string }[]>> }[];
}

/** Reads the catalogue for request bodies, and marks every token as just used so none expires or is touched mid-run. */
export async function loadWorkload(databaseUrl: string, tokens: BenchToken[]): Promise<Workload> {
  const database = openDatabase(databaseUrl);
  try {
    await database.db.updateTable('user_tokens').set({ last_used_at: new Date().toISOString() }).execute();
    const rows = await database.db
      .selectFrom('questions')
      .innerJoin('modules', 'modules.id', 'questions.module_id')
      .select(['questions.id', 'questions.module_id', 'questions.difficulty', 'questions.correct_answer'])
      .where('questions.deleted_at', 'is', null)
      .where('modules.deleted_at', 'is', null)
      .orderBy('questions.id')
      .execute();
    const byModule = new Map<number, Workload['modules'][number]>();
    for (const r of rows) {
      const mod = byModule.get(r.module_id) ?? { id: r.module_id, pools: {} };
      for (const d of [r.difficulty as Difficulty, 'mixed' as const]) (mod.pools[d] ??= []).push({ id: r.id, correct: r.correct_answer });
      byModule.set(r.module_id, mod);
    }
    if (byModule.size === 0) throw new Error('the data set has no questions');
    return { tokens, modules: [...byModule.values()] };
  } finally {
    await database.destroy();
  }
}

/** Counts what the data set holds (for the report). */
export async function countRows(databaseUrl: string): Promise<{ learners: number; attempts: number; questionStats: number }> {
  const database = openDatabase(databaseUrl);
  try {
    const n = async (table: 'users' | 'quiz_sessions' | 'question_stats') =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]?.n ?? 0);
    return { learners: await n('users'), attempts: await n('quiz_sessions'), questionStats: await n('question_stats') };
  } finally {
    await database.destroy();
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function sample<T>(items: readonly T[], n: number): T[] {
  const copy = [...items];
  const size = Math.min(n, copy.length);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, size);
}

export interface BuiltRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type EndpointKey = 'health' | 'certificates' | 'draw' | 'history' | 'progress' | 'activity' | 'submit';
/** In the order they run: the writes last, so that the reads of the empty data set find no attempts. */
export const ENDPOINT_KEYS: readonly EndpointKey[] = ['health', 'certificates', 'draw', 'history', 'progress', 'activity', 'submit'];

export interface Endpoint {
  key: EndpointKey;
  label: string;
  /** Status a successful request answers. */
  expect: number;
  build(workload: Workload): BuiltRequest;
}

const auth = (w: Workload) => ({ authorization: `Bearer ${pick(w.tokens).token}` });

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export function submissionBody(w: Workload, size = 10) {
  const mod = pick(w.modules);
  const difficulty = pick(Object.keys(mod.pools) as Difficulty[]);
  const questions = sample(mod.pools[difficulty]!, size);
  const answers = questions.map((q) => {
    const r = Math.random();
    return r < 0.05 ? '' : r < 0.7 ? q.correct : pick(LETTERS.filter((l) => l !== q.correct));
  });
  return { moduleId: mod.id, difficulty, questions: questions.map((q) => q.id), answers, timeUsed: 20 + Math.floor(Math.random() * 340) };
}

export const ENDPOINTS: Record<EndpointKey, Endpoint> = {
  // Not a learner endpoint: the same server's floor (routing, headers, one trivial SQL query, no token), for comparison.
  health: { key: 'health', label: 'GET /api/health (no token; reference)', expect: 200, build: () => ({ method: 'GET', path: '/api/health', headers: {} }) },
  certificates: { key: 'certificates', label: 'GET /api/certificates', expect: 200, build: (w) => ({ method: 'GET', path: '/api/certificates', headers: auth(w) }) },
  draw: {
    key: 'draw',
    label: 'GET /api/modules/:id/quiz/:difficulty',
    expect: 200,
    build: (w) => {
      const mod = pick(w.modules);
      return { method: 'GET', path: `/api/modules/${mod.id}/quiz/${pick(Object.keys(mod.pools))}`, headers: auth(w) };
    },
  },
  history: { key: 'history', label: 'GET /api/quiz-history', expect: 200, build: (w) => ({ method: 'GET', path: '/api/quiz-history', headers: auth(w) }) },
  progress: {
    key: 'progress',
    label: 'GET /api/progress',
    expect: 200,
    build: (w) => ({ method: 'GET', path: `/api/progress?tz=${encodeURIComponent(pick(ZONES))}`, headers: auth(w) }),
  },
  activity: {
    key: 'activity',
    label: 'GET /api/user-activity/range (365 days)',
    expect: 200,
    build: (w) => ({
      method: 'GET',
      path: `/api/user-activity/range?startDate=${isoDay(-365)}&endDate=${isoDay(0)}&tz=${encodeURIComponent(pick(ZONES))}`,
      headers: auth(w),
    }),
  },
  submit: {
    key: 'submit',
    label: 'POST /api/quiz-sessions',
    expect: 201,
    build: (w) => ({
      method: 'POST',
      path: '/api/quiz-sessions',
      headers: { ...auth(w), 'content-type': 'application/json' },
      body: JSON.stringify(submissionBody(w)),
    }),
  },
};
