import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QuizSession, QuizSubmission } from '@common/schemas/quiz-session';
import { api } from '@/lib/api-client';
import { profileKeys } from '@/features/profile';
import { progressKeys } from '@/features/progress';
import { resultsKeys } from '@/features/results';

export const submitQuiz = (body: QuizSubmission) => api<QuizSession>('/api/quiz-sessions', { method: 'POST', body });

/** Cached answers that a new attempt makes out of date: progress figures (every time zone), history and the activity calendar. */
const STALE_AFTER_ATTEMPT = [progressKeys.summaries(), profileKeys.quizHistory(), progressKeys.activity()];

export async function invalidateAfterAttempt(queryClient: QueryClient): Promise<void> {
  await Promise.all(STALE_AFTER_ATTEMPT.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: async (session) => {
      // The answer is the same object GET /api/quiz-sessions/{id} returns: the results screen needs no second request.
      queryClient.setQueryData(resultsKeys.session(session.id), session);
      await invalidateAfterAttempt(queryClient);
    },
  });
}
