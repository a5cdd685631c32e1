import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Question } from '../../../../common/schemas/question';
import { api } from '../../../lib/api-client';

export const adminQuestionsKey = (moduleId: number) => ['/api/admin/questions', { moduleId }] as const;

export const fetchAdminQuestions = (moduleId: number) => api<Question[]>('/api/admin/questions', { query: { moduleId } });

export const adminQuestionsQuery = (moduleId: number) =>
  queryOptions({ queryKey: adminQuestionsKey(moduleId), queryFn: () => fetchAdminQuestions(moduleId) });

export function useAdminQuestions(moduleId: number) {
  return useQuery(adminQuestionsQuery(moduleId));
}
