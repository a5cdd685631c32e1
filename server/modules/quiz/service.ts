/** Drawing a quiz, grading a submitted attempt, and presenting attempts with their review. */
import { createHash } from 'node:crypto';
import { answerProblem, chooseCount, isAnswerCorrect } from '@common/rules/answers';
import { gradeAnswers, markAnswers } from '@common/rules/grading';
import type { Question, QuizDifficulty } from '@common/schemas/question';
import { QUIZ_TIME_LIMIT, type BreakdownRow, type QuizSubmission } from '@common/schemas/quiz-session';
import type { Database } from '@server/db/database';
import { badRequest, notFound } from '@server/errors';
import type { CatalogSource, CatalogView } from '../catalog/cache';
import type { AttemptWriter, Stored } from './attempt-writer';
import * as repo from './repository';

/** What the quiz needs, handed in by the routes: each function takes the part it uses. */
export interface QuizContext {
  db: Database['db'];
  /** The catalogue as the request sees it (the routes hand in the cache at the learner's version). */
  catalog: CatalogSource;
  /** Stores graded attempts through the write queue (attempt-writer.ts). */
  writer: AttemptWriter;
  /** Questions of a quiz (QUIZ_SIZE). */
  quizSize: number;
  now(): Date;
}

export const DUPLICATE_WINDOW_MS = 60_000;
/** Nobody reads and answers a question in less: a faster submission is a script, not a learner. */
export const MIN_SECONDS_PER_ANSWER = 2;

/**
 * A whole number from 0 to n − 1, uniformly. A draw needs uniform choices, not secret ones (which
 * questions come up is no secret worth guarding), so V8's Math.random does: crypto's randomInt,
 * called some 200 times for a mock exam, was a twentieth of the draw's CPU.
 */
function randomInt(n: number): number {
  return Math.floor(Math.random() * n);
}

/** Shuffles `items` in place (Fisher–Yates), and returns them. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** `n` items drawn at random without replacement (the start of a random permutation, shuffling only that far). */
function takeRandom<T>(items: T[], n: number): T[] {
  const k = Math.min(n, items.length);
  for (let i = 0; i < k; i++) {
    const j = i + randomInt(items.length - i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, k);
}

/**
 * Ids of up to `size` of a module's questions (of one difficulty, or any for mixed), at random,
 * favouring those this learner has not seen, then those last answered wrong, then the rest.
 */
export async function drawIds(db: Database['db'], userId: number, moduleId: number, difficulty: QuizDifficulty, size: number, catalog: CatalogView): Promise<number[]> {
  return (await drawIdsOfModules(db, userId, new Map([[moduleId, size]]), difficulty, catalog)).get(moduleId) ?? [];
}

/**
 * The same draw for several modules at once (a mock exam: a few questions of each of a
 * certificate's modules), with one read of the learner's records for all of them.
 */
export async function drawIdsOfModules(db: Database['db'], userId: number, sizes: ReadonlyMap<number, number>, difficulty: QuizDifficulty, catalog: CatalogView): Promise<Map<number, number[]>> {
  const moduleIds = [...sizes.keys()];
  const level = difficulty === 'mixed' ? null : difficulty;
  const [pools, records] = await Promise.all([Promise.all(moduleIds.map((moduleId) => catalog.pool(moduleId, level))), repo.questionStatsOfModules(db, userId, moduleIds)]);
  return new Map(moduleIds.map((moduleId, m) => [moduleId, drawFromPool(pools[m]!.ids, pools[m]!.members, records.get(moduleId) ?? NO_RECORDS, sizes.get(moduleId)!)]));
}

const NO_RECORDS: ReadonlyMap<number, boolean> = new Map();

/**
 * Up to `size` of a pool's question ids at random: first those the learner has not seen, then those
 * last answered wrong, then the rest, each tier drawn uniformly. A learner's records are few next to
 * a pool's questions, so the tiers of seen questions are built from the records, and unseen ones
 * are picked at random places of the pool, trying again on a seen or already picked one. When the
 * seen and the wanted make up more than half the pool, the tries would add up: the pool is then
 * filtered instead. Both give every subset of unseen questions the same chance.
 */
export function drawFromPool(ids: readonly number[], members: ReadonlySet<number>, records: ReadonlyMap<number, boolean>, size: number): number[] {
  const missed: number[] = [];
  const right: number[] = [];
  for (const [id, lastCorrect] of records) if (members.has(id)) (lastCorrect ? right : missed).push(id);
  const wanted = Math.min(size, ids.length - missed.length - right.length);
  let chosen: number[];
  if (2 * (missed.length + right.length + wanted) <= ids.length) {
    const picked = new Set<number>();
    while (picked.size < wanted) {
      const id = ids[randomInt(ids.length)]!;
      if (!records.has(id)) picked.add(id);
    }
    chosen = [...picked];
  } else {
    chosen = takeRandom(
      ids.filter((id) => !records.has(id)),
      wanted,
    );
  }
  chosen.push(...takeRandom(missed, size - chosen.length));
  chosen.push(...takeRandom(right, size - chosen.length));
  return shuffle(chosen);
}

/** The quiz draw: QUIZ_SIZE questions as a learner sees them before answering, without their keys. */
export async function drawQuiz(ctx: Pick<QuizContext, 'db' | 'catalog' | 'quizSize'>, userId: number, moduleId: number, difficulty: QuizDifficulty): Promise<Question[]> {
  const catalog = await ctx.catalog.view();
  if (!(await catalog.module(moduleId))) throw notFound('Module');
  const chosen = await drawIds(ctx.db, userId, moduleId, difficulty, ctx.quizSize, catalog);
  // Drawn from the live pool of this very version: every id names a question.
  return (await catalog.questionList(chosen)) as Question[];
}

function submissionHash(userId: number, body: QuizSubmission): string {
  const canonical = JSON.stringify([userId, body.moduleId, body.difficulty, body.questions, body.answers, body.timeUsed]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Grades and stores an attempt. `created` is false when the same attempt was already stored within a minute. */
export async function submitAttempt(ctx: Pick<QuizContext, 'db' | 'catalog' | 'writer' | 'now'>, userId: number, body: QuizSubmission): Promise<Stored> {
  const db = ctx.db;
  if (new Set(body.questions).size !== body.questions.length) throw badRequest('A question appears more than once in this attempt', 'duplicate_question');
  if (body.answers.length !== body.questions.length) {
    throw badRequest(`There are ${body.answers.length} answers for ${body.questions.length} questions: send one answer per question ("" when skipped)`, 'answers_mismatch');
  }
  const answered = body.answers.filter((a) => a !== '').length;
  if (body.timeUsed < MIN_SECONDS_PER_ANSWER * answered) {
    throw badRequest(`${answered} answered questions take at least ${MIN_SECONDS_PER_ANSWER * answered} seconds, not ${body.timeUsed}`, 'implausible_time');
  }
  const mod = await repo.moduleForAttempt(db, body.moduleId);
  // An attempt started before a deletion is submitted through its attempt (/api/attempts), which keeps the module.
  if (!mod || mod.deleted_at !== null) throw notFound('Module');
  // The catalogue holds every question by id, deleted ones included: no query for the keys.
  const keys = await (await ctx.catalog.view()).questions(body.questions);
  const keyById = new Map([...keys].filter(([, k]) => k.moduleId === body.moduleId));
  const foreign = body.questions.filter((id) => !keyById.has(id));
  if (foreign.length > 0) throw badRequest(`Question ${foreign.join(', ')} does not belong to this module`, 'foreign_question');
  const stored = body.questions.map((id) => keyById.get(id)!);
  if (body.difficulty !== 'mixed') {
    const other = body.questions.filter((id) => keyById.get(id)!.difficulty !== body.difficulty);
    if (other.length > 0) throw badRequest(`Question ${other.join(', ')} is not ${body.difficulty}: a quiz of one difficulty holds only questions of it (send mixed for a mix)`, 'difficulty_mismatch');
  }
  // The schema checked the letters; how many a question takes is known only from the stored question.
  stored.forEach((key, i) => {
    const problem = answerProblem(body.answers[i]!, chooseCount(key.type, key.correctAnswer));
    if (problem) throw badRequest(`Answer ${i + 1}: ${problem}`, 'bad_answer');
  });

  const correct = stored.map((key) => key.correctAnswer);
  const marked = markAnswers(correct, body.answers);
  const score = gradeAnswers(correct, body.answers);
  const hash = submissionHash(userId, body);
  const now = ctx.now();
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();

  const bucket = Math.floor(now.getTime() / DUPLICATE_WINDOW_MS);
  const existing = await repo.findRecentSubmission(db, userId, hash, since);
  if (existing !== undefined) {
    // Stored by another request: answered only once it is on disk (write-queue.ts: durable).
    await ctx.writer.durable();
    return { id: existing, created: false };
  }
  return ctx.writer.write({
    attempt: {
      userId,
      moduleId: mod.id,
      moduleName: mod.name,
      certificateId: mod.certificate_id,
      difficulty: body.difficulty,
      questionIds: body.questions,
      answers: body.answers,
      score,
      timeUsed: Math.min(body.timeUsed, QUIZ_TIME_LIMIT),
      completedAt: now.toISOString(),
      submissionHash: hash,
      submissionBucket: bucket,
      mode: 'practice',
      title: sessionTitle(mod.name, body.difficulty),
    },
    answers: body.questions.map((questionId, i) => ({ questionId, moduleId: mod.id, correct: marked[i]!, keyChangedAt: keyById.get(questionId)!.keyChangedAt })),
  });
}

function parseIds(json: string): number[] {
  return JSON.parse(json) as number[];
}

/** The name a session shows in history: its own title, or "<module> · <difficulty>" for sessions stored before titles. */
export function sessionTitle(moduleName: string, difficulty: string): string {
  return `${moduleName} · ${difficulty}`;
}

/** Right answers per module of a session that spans modules, in the order the modules first appear. */
async function breakdownByModule(db: Database['db'], ids: number[], answers: string[], questions: Map<number, Question>): Promise<BreakdownRow[]> {
  const rows = new Map<number, { moduleId: number; moduleName: string; correct: number; total: number }>();
  ids.forEach((id, i) => {
    const q = questions.get(id);
    if (!q) return;
    const row = rows.get(q.moduleId) ?? { moduleId: q.moduleId, moduleName: '', correct: 0, total: 0 };
    row.total++;
    if (isAnswerCorrect(q.correctAnswer, answers[i] ?? '')) row.correct++;
    rows.set(q.moduleId, row);
  });
  const names = await repo.moduleNames(db, [...rows.keys()]);
  return [...rows.values()].map((r) => ({ ...r, moduleName: names.get(r.moduleId) ?? 'Deleted module' }));
}

/** A stored session with what its review shows: the questions that still exist and the right answers per module. */
export interface SessionView {
  row: repo.SessionRow;
  /** The row's question ids and answers, parsed. */
  questionIds: number[];
  answers: string[];
  questions: Map<number, Question>;
  breakdown: BreakdownRow[];
}

/** A learner's stored session with what its review needs (quiz/presenter.ts shows it). */
export async function getAttempt(ctx: Pick<QuizContext, 'db' | 'catalog'>, userId: number, id: number): Promise<SessionView> {
  const row = await repo.findAttempt(ctx.db, userId, id);
  if (!row) throw notFound('Quiz session');
  return sessionView(ctx, row);
}

/**
 * The session a submit stored or found stored: from the row it has just written (its write answers
 * it: attempt-writer.ts) without reading it back, or read (getAttempt) when another request stored it.
 */
export function submittedSession(ctx: Pick<QuizContext, 'db' | 'catalog'>, userId: number, id: number, row: repo.SessionRow | undefined): Promise<SessionView> {
  return row ? sessionView(ctx, row) : getAttempt(ctx, userId, id);
}

/** A stored session's row with what its review needs. */
async function sessionView(ctx: Pick<QuizContext, 'db' | 'catalog'>, row: repo.SessionRow): Promise<SessionView> {
  const db = ctx.db;
  const questionIds = parseIds(row.question_ids);
  const answers = JSON.parse(row.answers) as string[];
  const questions = await (await ctx.catalog.view()).questions(questionIds);
  const breakdown =
    row.module_id !== null ? [{ moduleId: row.module_id, moduleName: row.module_name, correct: row.score, total: row.total_questions }] : await breakdownByModule(db, questionIds, answers, questions);
  return { row, questionIds, answers, questions, breakdown };
}

export function history(db: Database['db'], userId: number): Promise<repo.HistoryRow[]> {
  return repo.listAttempts(db, userId);
}
