import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@common/schemas/quiz-session';
import { api } from '@/lib/api-client';
import { profileKeys } from './keys';

/** Every attempt of the learner, newest first. */
export function getQuizHistory(): Promise<HistoryEntry[]> {
  return api<HistoryEntry[]>('/api/quiz-history');
}

export const quizHistoryQuery = queryOptions({ queryKey: profileKeys.quizHistory(), queryFn: getQuizHistory });

export function useQuizHistory() {
  return useQuery(quizHistoryQuery);
}
