/** Learner accounts as the administrator manages them. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnerDetail, LearnerImportResult, LearnerPage, LearnerRow } from '@common/schemas/learner-admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const LEARNER_PAGE_SIZE = 25;

const USERS = '/api/admin/users';

export const learnersQuery = (query: string, page: number) =>
  queryOptions({ queryKey: adminKeys.learnerList(query, page), queryFn: () => api<LearnerPage>(USERS, { query: { query: query || undefined, page, pageSize: LEARNER_PAGE_SIZE } }) });

export function useLearners(query: string, page: number) {
  return useQuery({ ...learnersQuery(query, page), placeholderData: keepPreviousData });
}

export const learnerQuery = (id: number) => queryOptions({ queryKey: adminKeys.learner(id), queryFn: () => api<LearnerDetail>(`${USERS}/${id}`) });

export function useLearner(id: number) {
  return useQuery(learnerQuery(id));
}

function useInvalidateLearners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.learners() });
}

export function useSetLearnerDisabled() {
  const invalidate = useInvalidateLearners();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => api<LearnerRow>(`${USERS}/${id}`, { method: 'PUT', body: { disabled } }),
    onSuccess: invalidate,
  });
}

export function useSendResetLink() {
  return useMutation({ mutationFn: (id: number) => api<void>(`${USERS}/${id}/reset-link`, { method: 'POST' }) });
}

export function useEraseLearner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`${USERS}/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.learner(id) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.learners() });
    },
  });
}

export function useImportLearners() {
  const invalidate = useInvalidateLearners();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => api<LearnerImportResult>(`${USERS}/import`, { method: 'POST', query: { dryRun }, text: { content: csv, contentType: 'text/csv' } }),
    onSuccess: (_data, { dryRun }) => (dryRun ? undefined : invalidate()),
  });
}
