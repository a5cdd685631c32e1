/**
 * The requests the benchmarks send: which learners (many tokens, a different one per request),
 * which modules and questions (read from the database before the server starts), and how each
 * endpoint's request is built.
 */
import { sql } from 'kysely';
import { chooseCount, OPTION_LETTERS, type QuestionType } from '@common/rules/answers';
import { chunks, ROWS_PER_STATEMENT } from '@server/db/chunks';
import { openDatabase } from '@server/db/database';
import { newToken, sha256 } from '@server/lib/secrets';
import type { BenchToken } from './datasets';

type Difficulty = 'easy' | 'medium' | 'hard' | 'mixed';

/** A question's id and key, read from the database: the draw a learner receives carries no key. */
export interface KeyedQuestion {
  id: number;
  type: QuestionType;
  correct: string;
}
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];

export interface Workload {
  tokens: BenchToken[];
  /** Modules with at least one live question, with their question ids and answers per difficulty. */
  modules: { id: number; pools: Partial<Record<Difficulty, KeyedQuestion[]>> }[];
  /** Every live question by id, to answer the questions of a draw. */
  keys: Map<number, KeyedQuestion>;
  /** Certificates with at least one live module. */
  certificates: number[];
  /** Where the data set is (for endpoints that look up what to ask before they run). */
  databaseUrl: string;
  /** An administrator's session cookie (bench/lib/learning.ts), when the data set has one. */
  adminCookie?: string;
}

/** Reads the catalogue for request bodies, and marks every token as just used so none expires or is touched mid-run. */
export async function loadWorkload(databaseUrl: string, tokens: BenchToken[], adminCookie?: string): Promise<Workload> {
  const database = openDatabase(databaseUrl);
  try {
    await database.db.updateTable('user_tokens').set({ last_used_at: new Date().toISOString() }).execute();
    await database.db.updateTable('admin_sessions').set({ last_used_at: new Date().toISOString() }).execute();
    const rows = await database.db
      .selectFrom('questions')
      .innerJoin('modules', 'modules.id', 'questions.module_id')
      .select(['questions.id', 'questions.module_id', 'modules.certificate_id', 'questions.difficulty', 'questions.type', 'questions.correct_answer'])
      .where('questions.deleted_at', 'is', null)
      .where('modules.deleted_at', 'is', null)
      .orderBy('questions.id')
      .execute();
    const byModule = new Map<number, Workload['modules'][number]>();
    const keys = new Map<number, KeyedQuestion>();
    const certificates = new Set<number>();
    for (const r of rows) {
      certificates.add(r.certificate_id);
      const mod = byModule.get(r.module_id) ?? { id: r.module_id, pools: {} };
      const question: KeyedQuestion = { id: r.id, type: r.type as QuestionType, correct: r.correct_answer };
      for (const d of [r.difficulty as Difficulty, 'mixed' as const]) (mod.pools[d] ??= []).push(question);
      byModule.set(r.module_id, mod);
      keys.set(r.id, question);
    }
    if (byModule.size === 0) throw new Error('the data set has no questions');
    return { tokens, modules: [...byModule.values()], keys, certificates: [...certificates].sort((a, b) => a - b), databaseUrl, ...(adminCookie ? { adminCookie } : {}) };
  } finally {
    await database.destroy();
  }
}

/** Counts what the data set holds (for the report). */
export async function countRows(databaseUrl: string): Promise<{ learners: number; attempts: number; questionStats: number }> {
  const database = openDatabase(databaseUrl);
  try {
    const n = async (table: 'users' | 'quiz_sessions' | 'question_stats') => Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]?.n ?? 0);
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
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type EndpointKey =
  'health' | 'certificates' | 'draw' | 'history' | 'progress' | 'activity' | 'readiness' | 'reviewSummary' | 'reviewDraw' | 'examDraw' | 'moduleStats' | 'start' | 'resume' | 'save' | 'finish' | 'submit';
/**
 * In the order they run: the writes last, so that the reads of the empty data set find no attempts;
 * start before resume, save and finish, whose attempts it creates.
 */
export const ENDPOINT_KEYS: readonly EndpointKey[] = [
  'health',
  'certificates',
  'draw',
  'history',
  'progress',
  'activity',
  'readiness',
  'reviewSummary',
  'reviewDraw',
  'examDraw',
  'moduleStats',
  'start',
  'resume',
  'save',
  'finish',
  'submit',
];

export interface Endpoint {
  key: EndpointKey;
  label: string;
  /** Status a successful request answers. */
  expect: number;
  build(workload: Workload): BuiltRequest;
  /** Run before the measurement, against the running server (e.g. to find the attempts to answer). */
  prepare?(url: string, workload: Workload): Promise<void>;
  /** Connections for this endpoint instead of the run's (1: the time of one request on its own). */
  connections?: number;
}

/**
 * Attempts held by the server. `start` walks through distinct (learner, module, difficulty, mode)
 * combinations so that every request starts a new attempt (a repeated one would only resume);
 * `save` and `finish` then answer and submit the attempts that the start run left in progress.
 */
const attemptPool = { combos: [] as { token: string; moduleId: number; difficulty: Difficulty; mode: 'practice' | 'study' }[], next: 0 };
const inProgress = { attempts: [] as { id: number; token: string; size: number }[], next: 0 };

function startCombos(w: Workload) {
  const combos: (typeof attemptPool)['combos'] = [];
  for (const mode of ['practice', 'study'] as const)
    for (const mod of w.modules) for (const difficulty of Object.keys(mod.pools) as Difficulty[]) for (const t of w.tokens) combos.push({ token: t.token, moduleId: mod.id, difficulty, mode });
  return sample(combos, combos.length);
}

async function loadInProgress(url: string, w: Workload): Promise<void> {
  const found: (typeof inProgress)['attempts'] = [];
  for (const t of w.tokens) {
    const res = await fetch(`${url}/api/attempts?status=in_progress`, { headers: { authorization: `Bearer ${t.token}` } });
    const list = (await res.json()) as { id: number; mode: string; questions: unknown[] }[];
    // Practice attempts: answers stay changeable until the submit (study answers are final once given).
    for (const a of list) if (a.mode === 'practice') found.push({ id: a.id, token: t.token, size: a.questions.length });
  }
  if (found.length === 0) throw new Error('no attempts in progress: run the start endpoint first');
  inProgress.attempts = sample(found, found.length);
  inProgress.next = 0;
}

/**
 * Drawing a review or an exam attempt: each request must start a new attempt (the same scope again
 * would resume the one in progress), so the requests walk through distinct (learner, scope) pairs.
 * A review's scopes: everything, each certificate, and each module in which the learner has
 * questions due; an exam's: each certificate.
 */
const drawPools = {
  review: { combos: [] as { token: string; body: string }[], next: 0 },
  exam: { combos: [] as { token: string; body: string }[], next: 0 },
};

async function prepareReviewDraws(_url: string, w: Workload): Promise<void> {
  const database = openDatabase(w.databaseUrl);
  try {
    const byUser = new Map(w.tokens.map((t) => [t.userId, t.token]));
    const rows = await database.db
      .selectFrom('review_cards')
      .innerJoin('questions', 'questions.id', 'review_cards.question_id')
      .innerJoin('modules', 'modules.id', 'questions.module_id')
      .select(['review_cards.user_id as userId', 'questions.module_id as moduleId', 'modules.certificate_id as certificateId'])
      .distinct()
      .where('review_cards.user_id', 'in', [...byUser.keys()])
      .where('review_cards.due', '<=', new Date().toISOString())
      .execute();
    // Only scopes with something due: any other would be answered 409 ("Nothing is due for review").
    const certificatesOf = new Map<number, Set<number>>();
    for (const r of rows) certificatesOf.set(r.userId, (certificatesOf.get(r.userId) ?? new Set()).add(r.certificateId));
    const combos: typeof drawPools.review.combos = [];
    for (const r of rows) combos.push({ token: byUser.get(r.userId)!, body: JSON.stringify({ mode: 'review', moduleId: r.moduleId }) });
    for (const [userId, certificates] of certificatesOf) {
      combos.push({ token: byUser.get(userId)!, body: JSON.stringify({ mode: 'review' }) });
      for (const c of certificates) combos.push({ token: byUser.get(userId)!, body: JSON.stringify({ mode: 'review', certificateId: c }) });
    }
    if (combos.length === 0) throw new Error('no learner has a question due: the data set has no review cards (bench/lib/learning.ts)');
    drawPools.review = { combos: sample(combos, combos.length), next: 0 };
  } finally {
    await database.destroy();
  }
}

/**
 * Learners that draw mock exams. An exam's only scope is its certificate, so the run's 2,000 tokens
 * give 6,000 pairs: fewer than a warm-up and a measurement ask for, and the rest of the run would
 * only resume exams (answered 200, about two thirds of the requests before this was added). The
 * exam draw gives tokens to more of the data set's learners, in the run's own copy of it.
 */
const EXAM_DRAW_LEARNERS = 20_000;

/** Tokens for up to `n` more learners of the data set than the workload has, made in its database. */
async function moreTokens(w: Workload, n: number): Promise<BenchToken[]> {
  if (n <= 0) return [];
  const database = openDatabase(w.databaseUrl);
  try {
    const known = new Set(w.tokens.map((t) => t.userId));
    const ids = await database.db
      .selectFrom('users')
      .select('id')
      .where('disabled_at', 'is', null)
      .orderBy(sql`random()`)
      .limit(n + known.size)
      .execute();
    const now = new Date().toISOString();
    const made = ids
      .filter((r) => !known.has(r.id))
      .slice(0, n)
      .map((r) => ({ userId: r.id, token: newToken() }));
    for (const part of chunks(made, ROWS_PER_STATEMENT)) {
      await database.db
        .insertInto('user_tokens')
        .values(part.map((t) => ({ user_id: t.userId, token_hash: sha256(t.token), created_at: now, last_used_at: now })))
        .execute();
    }
    // Fold those inserts into the database file now, so the server does not fold them in (a long
    // checkpoint) during the measurement that follows.
    if (database.engine === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
    return made;
  } finally {
    await database.destroy();
  }
}

async function prepareExamDraws(_url: string, w: Workload): Promise<void> {
  const tokens = [...w.tokens, ...(await moreTokens(w, EXAM_DRAW_LEARNERS - w.tokens.length))];
  const combos = tokens.flatMap((t) => w.certificates.map((c) => ({ token: t.token, body: JSON.stringify({ mode: 'exam', certificateId: c }) })));
  drawPools.exam = { combos: sample(combos, combos.length), next: 0 };
}

function nextDraw(pool: (typeof drawPools)['review']): BuiltRequest {
  // Past the end of the pool a pair comes again and resumes its attempt (answered 200, not counted as a draw).
  const c = pool.combos[pool.next++ % pool.combos.length]!;
  return { method: 'POST', path: '/api/attempts', headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' }, body: c.body };
}

const auth = (w: Workload) => ({ authorization: `Bearer ${pick(w.tokens).token}` });

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * What a learner might answer: the key 65% of the time, nothing 5%, otherwise a wrong choice of as
 * many letters as the question takes (the server refuses more letters than that).
 */
export function plausibleAnswer(q: KeyedQuestion): string {
  const r = Math.random();
  if (r < 0.05) return '';
  if (r < 0.7) return q.correct;
  const choose = chooseCount(q.type, q.correct);
  for (;;) {
    const answer = sample(OPTION_LETTERS, choose).sort().join('');
    if (answer !== q.correct) return answer;
  }
}

export function submissionBody(w: Workload, size = 10) {
  const mod = pick(w.modules);
  const difficulty = pick(Object.keys(mod.pools) as Difficulty[]);
  const questions = sample(mod.pools[difficulty]!, size);
  const answers = questions.map(plausibleAnswer);
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
  readiness: {
    key: 'readiness',
    label: 'GET /api/readiness',
    expect: 200,
    build: (w) => ({ method: 'GET', path: `/api/readiness?certificateId=${pick(w.certificates)}`, headers: auth(w) }),
  },
  reviewSummary: {
    key: 'reviewSummary',
    label: 'GET /api/review/summary',
    expect: 200,
    build: (w) => ({ method: 'GET', path: `/api/review/summary?tz=${encodeURIComponent(pick(ZONES))}`, headers: auth(w) }),
  },
  reviewDraw: { key: 'reviewDraw', label: 'POST /api/attempts (draw a spaced review)', expect: 201, prepare: prepareReviewDraws, build: () => nextDraw(drawPools.review) },
  examDraw: { key: 'examDraw', label: 'POST /api/attempts (draw a mock exam)', expect: 201, prepare: prepareExamDraws, build: () => nextDraw(drawPools.exam) },
  moduleStats: {
    key: 'moduleStats',
    label: 'GET /api/admin/modules/:id/stats (1 connection)',
    expect: 200,
    connections: 1,
    build: (w) => {
      if (!w.adminCookie) throw new Error('the data set has no administrator session (bench/lib/learning.ts)');
      return { method: 'GET', path: `/api/admin/modules/${pick(w.modules).id}/stats`, headers: { cookie: `certdrill_admin=${w.adminCookie}` } };
    },
  },
  start: {
    key: 'start',
    label: 'POST /api/attempts (start)',
    expect: 201,
    prepare: (_url, w) => {
      attemptPool.combos = startCombos(w);
      attemptPool.next = 0;
      return Promise.resolve();
    },
    build: () => {
      const c = attemptPool.combos[attemptPool.next++ % attemptPool.combos.length]!;
      return {
        method: 'POST',
        path: '/api/attempts',
        headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mode: c.mode, moduleId: c.moduleId, difficulty: c.difficulty }),
      };
    },
  },
  resume: {
    key: 'resume',
    label: 'GET /api/attempts/:id (resume)',
    expect: 200,
    prepare: loadInProgress,
    // What a reload, or another device, reads to return to an attempt in progress.
    build: () => {
      const a = pick(inProgress.attempts);
      return { method: 'GET', path: `/api/attempts/${a.id}`, headers: { authorization: `Bearer ${a.token}` } };
    },
  },
  save: {
    key: 'save',
    label: 'PUT /api/attempts/:id/answers/:index',
    expect: 200,
    prepare: loadInProgress,
    build: () => {
      const a = pick(inProgress.attempts);
      const body = Math.random() < 0.2 ? { flagged: Math.random() < 0.5 } : { answer: pick(OPTION_LETTERS) };
      return {
        method: 'PUT',
        path: `/api/attempts/${a.id}/answers/${Math.floor(Math.random() * a.size)}`,
        headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
  },
  finish: {
    key: 'finish',
    label: 'POST /api/attempts/:id/submit',
    expect: 201,
    prepare: loadInProgress,
    build: () => {
      // Each attempt once; past the end of the pool the submits are repeats (answered 200).
      const a = inProgress.attempts[inProgress.next++ % inProgress.attempts.length]!;
      return { method: 'POST', path: `/api/attempts/${a.id}/submit`, headers: { authorization: `Bearer ${a.token}` } };
    },
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
