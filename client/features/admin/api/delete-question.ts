import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

export const deleteQuestion = (id: number) => api<void>(`/api/admin/questions/${id}`, { method: 'DELETE' });

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSuccess: () => invalidateAdminContent(queryClient) });
}
