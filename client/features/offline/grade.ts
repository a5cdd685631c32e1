/** Offline practice: the draw and the grading on the device, by the same rule the server grades by. */
import { gradeAnswers, markAnswers } from '@common/rules/grading';
import type { Question, QuizDifficulty } from '@common/schemas/question';
import { QUIZ_SIZE, QUIZ_TIME_LIMIT } from '@common/schemas/quiz-session';

/** Up to `size` questions of the difficulty (any for "mixed"), in random order; `size` is the quiz size the server uses by default. */
export function drawQuestions(questions: readonly Question[], difficulty: QuizDifficulty, size = QUIZ_SIZE, random: () => number = Math.random): Question[] {
  const pool = questions.filter((q) => difficulty === 'mixed' || q.difficulty === difficulty);
  const shuffled = [...pool];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, size);
}

/** Which answers are right against the pack's keys, and how many: the server's rule (common/rules/grading.ts). */
export function gradeOffline(questions: readonly Pick<Question, 'correctAnswer'>[], answers: readonly string[]): { correct: boolean[]; score: number } {
  const keys = questions.map((q) => q.correctAnswer);
  return { correct: markAnswers(keys, answers), score: gradeAnswers(keys, answers) };
}

/**
 * The time to report to POST /api/quiz-sessions, in whole seconds: the real time, capped at the call's
 * 360 s (a study session has no clock, and may take longer). Never raised: an attempt answered faster
 * than the server accepts is refused, and the result says so.
 */
export function reportedTimeUsed(elapsedMs: number): number {
  return Math.min(QUIZ_TIME_LIMIT, Math.max(0, Math.round(elapsedMs / 1000)));
}
