/** The administrators: listed, and removed (never the last one; oneself only when confirmed). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminListItem } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const adminsQuery = queryOptions({ queryKey: adminKeys.admins(), queryFn: () => api<AdminListItem[]>('/api/admin/admins') });

export function useAdmins() {
  return useQuery(adminsQuery);
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, self }: { id: number; self: boolean }) => api<void>(`/api/admin/admins/${id}`, { method: 'DELETE', query: { confirm: self ? 'self' : undefined } }),
    onSuccess: (_data, { self }) => (self ? undefined : queryClient.invalidateQueries({ queryKey: adminKeys.admins() })),
  });
}
