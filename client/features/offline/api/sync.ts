/**
 * Sends the outbox (lib/offline/outbox.ts) for the signed-in learner: attempts finished offline and
 * offline practice results. What the server answers is what counts: an offline result shows the
 * server's score once sent, and history, progress and the calendar are asked for again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { QuizSession } from '@common/schemas/quiz-session';
import { api } from '@/lib/api-client';
import { flushOutbox, type OutboxEntry } from '@/lib/offline/outbox';
import { sendQueuedAttempt } from '@/features/quiz';
import { invalidateAfterAttempt } from '@/features/quiz';
import { quizKeys } from '@/features/quiz';
import { resultsKeys } from '@/features/results';
import { updateResult } from './device-data';

function send(entry: OutboxEntry): Promise<QuizSession> {
  if (entry.kind === 'attempt-submit') return sendQueuedAttempt(entry.attemptId);
  return api<QuizSession>('/api/quiz-sessions', { method: 'POST', body: entry.body });
}

let running: Promise<number> | null = null;

/** Sends what waits; resolves to how many entries went. One run at a time. */
export function syncOutbox(userId: number, queryClient: QueryClient): Promise<number> {
  running ??= flushOutbox(userId, {
    send,
    async onSent(entry, response) {
      const session = response as QuizSession;
      queryClient.setQueryData(resultsKeys.session(session.id), session);
      if (entry.kind === 'quiz-session') await updateResult(entry.resultId, { server: { sessionId: session.id, score: session.score, total: session.totalQuestions } });
    },
    async onRefused(entry, error) {
      if (entry.kind === 'quiz-session') await updateResult(entry.resultId, { refused: error.message });
    },
  })
    .then(async ({ done }) => {
      if (done > 0) await Promise.all([invalidateAfterAttempt(queryClient), queryClient.invalidateQueries({ queryKey: quizKeys.attemptLists() })]);
      return done;
    })
    .finally(() => {
      running = null;
    });
  return running;
}
