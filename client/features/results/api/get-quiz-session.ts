import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizSession } from '../../../../common/schemas/quiz-session';
import { api } from '../../../lib/api-client';

export const quizSessionKey = (id: string | number) => [`/api/quiz-sessions/${id}`] as const;

export const fetchQuizSession = (id: string) => api<QuizSession>(`/api/quiz-sessions/${encodeURIComponent(id)}`);

export const quizSessionQuery = (id: string) => queryOptions({ queryKey: quizSessionKey(id), queryFn: () => fetchQuizSession(id) });

export function useQuizSession(id: string) {
  return useQuery(quizSessionQuery(id));
}
