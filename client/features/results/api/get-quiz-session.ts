import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizSession } from '@common/schemas/quiz-session';
import { api } from '@/lib/api-client';
import { resultsKeys } from './keys';

export const fetchQuizSession = (id: string) => api<QuizSession>(`/api/quiz-sessions/${encodeURIComponent(id)}`);

export const quizSessionQuery = (id: string) => queryOptions({ queryKey: resultsKeys.session(id), queryFn: () => fetchQuizSession(id) });

export function useQuizSession(id: string) {
  return useQuery(quizSessionQuery(id));
}
