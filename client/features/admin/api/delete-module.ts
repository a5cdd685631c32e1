import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

/** Its questions go with it; learners keep their past results. */
export const deleteModule = (id: number) => api<void>(`/api/admin/modules/${id}`, { method: 'DELETE' });

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteModule, onSuccess: () => invalidateAdminContent(queryClient) });
}
