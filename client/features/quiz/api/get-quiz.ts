import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question, QuizDifficulty } from '../../../../common/schemas/question';
import { api } from '../../../lib/api-client';

export const quizKey = (moduleId: string, difficulty: QuizDifficulty) => [`/api/modules/${moduleId}/quiz/${difficulty}`] as const;

export const fetchQuiz = (moduleId: string, difficulty: QuizDifficulty) => api<Question[]>(`/api/modules/${encodeURIComponent(moduleId)}/quiz/${difficulty}`);

/** Each visit draws a new quiz, so the draw is forgotten as soon as the quiz screen is gone (gcTime 0). */
export const quizQuery = (moduleId: string, difficulty: QuizDifficulty) =>
  queryOptions({ queryKey: quizKey(moduleId, difficulty), queryFn: () => fetchQuiz(moduleId, difficulty), gcTime: 0 });

export function useQuiz(moduleId: string, difficulty: QuizDifficulty, enabled: boolean) {
  return useQuery({ ...quizQuery(moduleId, difficulty), enabled });
}
