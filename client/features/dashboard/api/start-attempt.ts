/**
 * Starts a mock exam or a spaced review and opens the attempt screen (`/attempts/:id`).
 * Contract shared with the study screens: POST /api/attempts, then navigate.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Attempt } from '../../../../common/schemas/attempt';
import { toast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';

export type StartBody = { mode: 'exam'; certificateId: number } | { mode: 'review'; certificateId?: number; moduleId?: number };

export const startAttemptWith = (body: StartBody) => api<Attempt>('/api/attempts', { method: 'POST', body });

export function useStartAttemptMutation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttemptWith,
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/attempts'] });
      void navigate(`/attempts/${attempt.id}`);
    },
    onError: (error, body) =>
      toast({ title: body.mode === 'exam' ? 'Could not start the mock exam' : 'Could not start the review', description: error.message, variant: 'destructive' }),
  });
}
