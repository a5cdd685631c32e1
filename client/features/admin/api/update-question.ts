import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionUpdate } from '@common/schemas/question';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

/** The module of a question never changes. */
export const updateQuestion = ({ id, body }: { id: number; body: QuestionUpdate }) => api<Question>(`/api/admin/questions/${id}`, { method: 'PUT', body });

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuestion, onSuccess: () => invalidateAdminContent(queryClient) });
}
