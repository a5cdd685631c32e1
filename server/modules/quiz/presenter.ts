/** Quiz sessions as the contract shows them: a history entry, and a whole session with its review. */
import { isAnswerCorrect } from '@common/rules/answers';
import { totalXp } from '@common/rules/progress';
import { LearnerQuestionSchema, toLearnerQuestion, type Question, type QuizDifficulty } from '@common/schemas/question';
import type { HistoryEntry, QuizSession, ReviewItem } from '@common/schemas/quiz-session';
import { jsonArray, jsonOnce } from '@server/lib/response-serializer';
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

export function toQuizSession({ row, questionIds, answers, questions, breakdown }: SessionView): QuizSession {
  return {
    ...toHistoryEntry(row),
    certificateId: row.certificate_id,
    breakdown,
    xpEarned: totalXp(1, row.score),
    questions: questionIds,
    answers,
    review: questionIds.flatMap((questionId, i) => {
      const q = questions.get(questionId);
      if (!q) return [];
      return [toReviewItem(q, answers[i] ?? '')];
    }),
  };
}
