import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionCreate } from '@common/schemas/question';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

export const createQuestion = (body: QuestionCreate) => api<Question>('/api/admin/questions', { method: 'POST', body });

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuestion, onSuccess: () => invalidateAdminContent(queryClient) });
}
