/**
 * An attempt started online that is finished without a connection (docs/offline.md): its submit
 * waits in the outbox (lib/offline/outbox.ts) and goes, with the answers still on this device
 * (attempt-storage.ts), when the connection returns: from the quiz screen if it is still open,
 * otherwise from the signed-in frame (app/offline-sync.tsx), even after a reload or a closed tab.
 * The server's submit is idempotent, and the outbox sends one key at a time.
 */
import type { QuizSession } from '@common/schemas/quiz-session';
import { ApiError, api } from '@/lib/api-client';
import { enqueue, once, removeEntry } from '@/lib/offline/outbox';
import { forgetAttempt, loadPending, storePending } from '../attempt-storage';

export const attemptOutboxKey = (attemptId: number) => `attempt:${attemptId}`;

/** Keeps the submit of this attempt until it reaches the server (without IndexedDB, the quiz screen's own retry remains). */
export function queueAttemptSubmit(attemptId: number): Promise<void> {
  return enqueue({ kind: 'attempt-submit', key: attemptOutboxKey(attemptId), attemptId }).catch(() => undefined);
}

/** Whether a failed request is worth sending again later (no connection, or the server failed for now). */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Sends the answers kept on this device for the attempt, then its submit: the graded session. */
export async function sendQueuedAttempt(attemptId: number): Promise<QuizSession> {
  const queue = loadPending(attemptId);
  for (const [k, body] of Object.entries(queue)) {
    const index = Number(k);
    try {
      await api(`/api/attempts/${attemptId}/answers/${index}`, { method: 'PUT', body });
    } catch (error) {
      if (isTransient(error) || (error instanceof ApiError && error.status === 401)) throw error;
      // 409 (time up, submitted) or 400: this answer can never be saved; the submit decides.
    }
    delete queue[index];
    storePending(attemptId, queue);
  }
  const session = await api<QuizSession>(`/api/attempts/${attemptId}/submit`, { method: 'POST' });
  forgetAttempt(attemptId);
  return session;
}

/**
 * The quiz screen's submit (attempts.ts): one at a time with the outbox's; on a transient failure
 * the submit is queued, on success it leaves the outbox.
 */
export async function submitOrQueue(attemptId: number, send: () => Promise<QuizSession>): Promise<QuizSession> {
  try {
    const session = await once(attemptOutboxKey(attemptId), send);
    await removeEntry(attemptOutboxKey(attemptId)).catch(() => undefined);
    return session;
  } catch (error) {
    if (isTransient(error)) await queueAttemptSubmit(attemptId);
    throw error;
  }
}
