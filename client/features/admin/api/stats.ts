/** How questions perform (docs/question-statistics.md). Keys sit under the module and question keys, so editing content refreshes them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionStats } from '@common/schemas/question-stats';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const moduleStatsQuery = (moduleId: number) => queryOptions({ queryKey: adminKeys.moduleStats(moduleId), queryFn: () => api<QuestionStats[]>(`/api/admin/modules/${moduleId}/stats`) });

export const questionStatsQuery = (questionId: number) => queryOptions({ queryKey: adminKeys.questionStats(questionId), queryFn: () => api<QuestionStats>(`/api/admin/questions/${questionId}/stats`) });

export function useModuleStats(moduleId: number | undefined) {
  return useQuery({ ...moduleStatsQuery(moduleId ?? 0), enabled: moduleId !== undefined });
}

export function useQuestionStats(questionId: number) {
  return useQuery(questionStatsQuery(questionId));
}
