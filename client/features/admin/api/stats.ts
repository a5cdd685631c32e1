/** How questions perform (docs/question-statistics.md). Keys start with the module and question paths, so editing content refreshes them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionStats } from '../../../../common/schemas/question-stats';
import { api } from '../../../lib/api-client';

export const moduleStatsKey = (moduleId: number) => ['/api/admin/modules', moduleId, 'stats'] as const;
export const questionStatsKey = (questionId: number) => ['/api/admin/questions', questionId, 'stats'] as const;

export const moduleStatsQuery = (moduleId: number) =>
  queryOptions({ queryKey: moduleStatsKey(moduleId), queryFn: () => api<QuestionStats[]>(`/api/admin/modules/${moduleId}/stats`) });

export const questionStatsQuery = (questionId: number) =>
  queryOptions({ queryKey: questionStatsKey(questionId), queryFn: () => api<QuestionStats>(`/api/admin/questions/${questionId}/stats`) });

export function useModuleStats(moduleId: number | undefined) {
  return useQuery({ ...moduleStatsQuery(moduleId ?? 0), enabled: moduleId !== undefined });
}

export function useQuestionStats(questionId: number) {
  return useQuery(questionStatsQuery(questionId));
}
