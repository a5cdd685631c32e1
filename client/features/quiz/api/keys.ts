import type { QuizDifficulty } from '@common/schemas/question';

/** Query keys of quizzes and attempts (one factory per feature, invalidated by prefix). */
export const quizKeys = {
  all: ['quiz'] as const,
  /** Lists of attempts: GET /api/attempts?status=... */
  attemptLists: () => [...quizKeys.all, 'attempts'] as const,
  inProgress: () => [...quizKeys.attemptLists(), { status: 'in_progress' }] as const,
  /** GET /api/attempts/{id}; the id as a string, whichever form it came in. */
  attempt: (attemptId: string | number) => [...quizKeys.all, 'attempt', String(attemptId)] as const,
  /** The POST that starts (or resumes) an attempt, run as a query so a screen asks it once. */
  start: (moduleId: string, difficulty: QuizDifficulty) => [...quizKeys.all, 'start', moduleId, difficulty] as const,
};
