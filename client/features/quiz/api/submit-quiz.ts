import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QuizSession, QuizSubmission } from '../../../../common/schemas/quiz-session';
import { api } from '../../../lib/api-client';
import { quizSessionKey } from '../../results';

export const submitQuiz = (body: QuizSubmission) => api<QuizSession>('/api/quiz-sessions', { method: 'POST', body });

/** Cached answers that a new attempt makes out of date: progress figures, history and the activity calendar. */
const STALE_AFTER_ATTEMPT = ['/api/progress', '/api/quiz-history', '/api/user-activity'];

export function invalidateAfterAttempt(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const first = queryKey[0];
      return typeof first === 'string' && STALE_AFTER_ATTEMPT.some((prefix) => first.startsWith(prefix));
    },
  });
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: async (session) => {
      // The answer is the same object GET /api/quiz-sessions/{id} returns: the results screen needs no second request.
      queryClient.setQueryData(quizSessionKey(session.id), session);
      await invalidateAfterAttempt(queryClient);
    },
  });
}
