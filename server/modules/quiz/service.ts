/** Drawing a quiz, grading a submitted attempt, and presenting attempts with their review. */
import { createHash, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { gradeAnswers } from '../../../common/rules/grading';
import type { Question, QuizDifficulty } from '../../../common/schemas/question';
import type { HistoryEntry, QuizSession, QuizSubmission } from '../../../common/schemas/quiz-session';
import type { QuizSessionsTable } from '../../db/database';
import { badRequest, notFound } from '../../errors';
import * as repo from './repository';

export const DUPLICATE_WINDOW_MS = 60_000;

function shuffle<T>(items: T[]): T[] {
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
 * Draws up to `size` questions at random, favouring those this learner has not seen, then those
 * last answered wrong, then the rest.
 */
export async function drawQuiz(app: FastifyInstance, userId: number, moduleId: number, difficulty: QuizDifficulty): Promise<Question[]> {
  const catalog = await app.catalog.view();
  if (!(await catalog.module(moduleId))) throw notFound('Module');
  const [ids, stats] = await Promise.all([
    catalog.questionIds(moduleId, difficulty === 'mixed' ? null : difficulty),
    repo.questionStatsOf(app.database.db, userId, moduleId),
  ]);
  const tiers: number[][] = [[], [], []];
  for (const id of ids) {
    const lastCorrect = stats.get(id);
    tiers[lastCorrect === undefined ? 0 : lastCorrect ? 2 : 1]!.push(id);
  }
  const chosen: number[] = [];
  for (const tier of tiers) chosen.push(...takeRandom(tier, app.config.quizSize - chosen.length));
  const byId = await catalog.questions(chosen);
  return shuffle(chosen.map((id) => byId.get(id)!));
}

function submissionHash(userId: number, body: QuizSubmission): string {
  const canonical = JSON.stringify([userId, body.moduleId, body.difficulty, body.questions, body.answers, body.timeUsed]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Grades and stores an attempt. `created` is false when the same attempt was already stored within a minute. */
export async function submitAttempt(app: FastifyInstance, userId: number, body: QuizSubmission): Promise<{ id: number; created: boolean }> {
  const db = app.database.db;
  if (new Set(body.questions).size !== body.questions.length) throw badRequest('A question appears more than once in this attempt', 'duplicate_question');
  if (body.answers.length !== body.questions.length) {
    throw badRequest(`There are ${body.answers.length} answers for ${body.questions.length} questions: send one answer per question ("" when skipped)`, 'answers_mismatch');
  }
  const mod = await repo.moduleForAttempt(db, body.moduleId);
  if (!mod) throw notFound('Module');
  const keys = await repo.questionKeys(db, body.questions);
  const correctById = new Map(keys.filter((k) => k.module_id === body.moduleId).map((k) => [k.id, k.correct_answer]));
  const foreign = body.questions.filter((id) => !correctById.has(id));
  if (foreign.length > 0) throw badRequest(`Question ${foreign.join(', ')} does not belong to this module`, 'foreign_question');

  const correct = body.questions.map((id) => correctById.get(id)!);
  const score = gradeAnswers(correct, body.answers);
  const hash = submissionHash(userId, body);
  const now = new Date();
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();

  const bucket = Math.floor(now.getTime() / DUPLICATE_WINDOW_MS);
  const existing = await repo.findRecentSubmission(db, userId, hash, since);
  if (existing !== undefined) return { id: existing, created: false };
  return app.attempts.write({
    attempt: {
      userId,
      moduleId: mod.id,
      moduleName: mod.name,
      certificateId: mod.certificate_id,
      difficulty: body.difficulty,
      questionIds: body.questions,
      answers: body.answers,
      score,
      timeUsed: Math.min(body.timeUsed, 360),
      completedAt: now.toISOString(),
      submissionHash: hash,
      submissionBucket: bucket,
    },
    answers: body.questions.map((questionId, i) => ({ questionId, correct: body.answers[i] === correct[i] })),
  });
}

function parseIds(json: string): number[] {
  return JSON.parse(json) as number[];
}

export function toHistoryEntry(row: Pick<Selectable<QuizSessionsTable>, 'id' | 'module_id' | 'module_name' | 'difficulty' | 'score' | 'total_questions' | 'time_used' | 'completed_at'>): HistoryEntry {
  return {
    id: row.id,
    moduleId: row.module_id,
    moduleName: row.module_name,
    difficulty: row.difficulty as QuizDifficulty,
    score: row.score,
    totalQuestions: row.total_questions,
    timeUsed: row.time_used,
    completedAt: row.completed_at,
  };
}

export async function getAttempt(app: FastifyInstance, userId: number, id: number): Promise<QuizSession> {
  const db = app.database.db;
  const row = await repo.findAttempt(db, userId, id);
  if (!row) throw notFound('Quiz session');
  const questionIds = parseIds(row.question_ids);
  const answers = JSON.parse(row.answers) as string[];
  const questions = await (await app.catalog.view()).questions(questionIds);
  return {
    ...toHistoryEntry(row),
    certificateId: row.certificate_id,
    questions: questionIds,
    answers,
    review: questionIds.flatMap((questionId, i) => {
      const q = questions.get(questionId);
      if (!q) return [];
      const chosen = answers[i] ?? '';
      return [{ questionId, text: q.text, options: q.options, chosen, correctAnswer: q.correctAnswer, correct: chosen === q.correctAnswer, explanation: q.explanation }];
    }),
  };
}

export async function history(app: FastifyInstance, userId: number): Promise<HistoryEntry[]> {
  return (await repo.listAttempts(app.database.db, userId)).map(toHistoryEntry);
}

