/** Quiz sessions as the contract shows them: a history entry, and a whole session with its review. */
import { isAnswerCorrect } from '@common/rules/answers';
import { totalXp } from '@common/rules/progress';
import { LearnerQuestionSchema, toLearnerQuestion, type Question, type QuizDifficulty } from '@common/schemas/question';
import { QuizSessionSchema, ReviewItemSchema, type HistoryEntry, type QuizSession, type ReviewItem } from '@common/schemas/quiz-session';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compileCopy, jsonArray, jsonOnce, jsonWithItems, sendJson } from '@server/lib/response-serializer';
import type { HistoryRow } from './repository';
import { sessionTitle, type SessionView } from './service';

/** A question's JSON as learners see it (toLearnerQuestion), written once while the catalogue cache keeps the question unchanged. */
export const learnerQuestionJson = jsonOnce(LearnerQuestionSchema, toLearnerQuestion);

/** A drawn quiz's JSON: its questions as learners see them. */
export function quizJson(questions: readonly Question[]): Buffer {
  return jsonArray(questions.map(learnerQuestionJson));
}

export function toHistoryEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    moduleId: row.module_id,
    moduleName: row.module_name,
    difficulty: row.difficulty as QuizDifficulty,
    score: row.score,
    totalQuestions: row.total_questions,
    timeUsed: row.time_used,
    completedAt: row.completed_at,
    mode: row.mode as HistoryEntry['mode'],
    title: row.title ?? sessionTitle(row.module_name, row.difficulty),
    passed: row.passed === null ? null : row.passed === 1,
  };
}

/** One reviewed answer: the question with its key and explanation, what the learner chose, and whether it was right. */
export function toReviewItem(q: Question, chosen: string): ReviewItem {
  return {
    questionId: q.id,
    text: q.text,
    options: q.options,
    type: q.type,
    chosen,
    correctAnswer: q.correctAnswer,
    correct: isAnswerCorrect(q.correctAnswer, chosen),
    explanation: q.explanation,
  };
}

export function toQuizSession(view: SessionView): QuizSession {
  return { ...sessionShell(view), review: reviewed(view).map(([q, chosen]) => toReviewItem(q, chosen)) };
}

function sessionShell({ row, questionIds, answers, breakdown }: SessionView): Omit<QuizSession, 'review'> {
  return {
    ...toHistoryEntry(row),
    certificateId: row.certificate_id,
    breakdown,
    xpEarned: totalXp(1, row.score),
    questions: questionIds,
    answers,
  };
}

/** The questions a session's review shows (those that still exist), each with what the learner chose. */
function reviewed({ questionIds, answers, questions }: SessionView): [Question, string][] {
  const items: [Question, string][] = [];
  questionIds.forEach((questionId, i) => {
    const q = questions.get(questionId);
    if (q) items.push([q, answers[i] ?? '']);
  });
  return items;
}

const copyReviewedQuestion = compileCopy(ReviewItemSchema.pick({ questionId: true, text: true, options: true, type: true }))!;

/** The parts of a question's review item that do not depend on the answer, written once per cached question. */
const reviewParts = new WeakMap<Question, { head: string; key: string; explanation: string }>();

/** A review item's JSON (toReviewItem), from the question's parts written once and what the learner chose. */
function reviewItemJson(q: Question, chosen: string): string {
  let parts = reviewParts.get(q);
  if (!parts) {
    const head = JSON.stringify(copyReviewedQuestion({ questionId: q.id, text: q.text, options: q.options, type: q.type }));
    parts = { head: head.slice(0, -1), key: JSON.stringify(q.correctAnswer), explanation: JSON.stringify(q.explanation) };
    reviewParts.set(q, parts);
  }
  const correct = isAnswerCorrect(q.correctAnswer, chosen);
  return `${parts.head},"chosen":${JSON.stringify(chosen)},"correctAnswer":${parts.key},"correct":${correct},"explanation":${parts.explanation}}`;
}

const sessionWithReview = jsonWithItems(QuizSessionSchema, 'review');

/**
 * toQuizSession's JSON, each question's part of its review item written once (a submit answers
 * with the whole review: writing its ten questions' texts, options and explanations anew was a
 * twentieth of a submit's CPU).
 */
function quizSessionJson(view: SessionView): Buffer {
  return sessionWithReview(
    sessionShell(view),
    reviewed(view).map(([q, chosen]) => reviewItemJson(q, chosen)),
  );
}

/** Sends a session (QuizSessionSchema) as quizSessionJson writes it. */
export const sendSession = (request: FastifyRequest, reply: FastifyReply, view: SessionView) => sendJson(request, reply, QuizSessionSchema, quizSessionJson(view), () => toQuizSession(view));
