/** The attempt held by the server (API.md, "Attempts held by the server"): start or resume, save each answer, submit, abandon. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Attempt, AnswerSave, AnswerSaved } from '../../../../common/schemas/attempt';
import type { QuizDifficulty } from '../../../../common/schemas/question';
import type { QuizSession } from '../../../../common/schemas/quiz-session';
import { api } from '../../../lib/api-client';
import { quizSessionKey } from '../../results/api/get-quiz-session';
import { submitOrQueue } from './attempt-outbox';
import { invalidateAfterAttempt } from './submit-quiz';

export const ATTEMPTS_IN_PROGRESS_KEY = ['/api/attempts', { status: 'in_progress' }] as const;

/** An attempt and how far the server's clock is ahead of this device's (ms), so a wrong device clock does not matter. */
export interface StartedAttempt {
  attempt: Attempt;
  clockOffset: number;
}

/**
 * The offset from the server's Date header (1 s precision), sharpened by startedAt when the attempt was
 * just created (201: startedAt is the server's "now" to the millisecond) and the two agree.
 */
function offsetFrom(response: Response | null, attempt: Attempt, sentAt: number, receivedAt: number): number {
  const midpoint = (sentAt + receivedAt) / 2;
  const date = Date.parse(response?.headers.get('date') ?? '');
  // The header is rounded down to the second: add half of one.
  const fromDate = Number.isFinite(date) ? date + 500 - midpoint : null;
  const started = Date.parse(attempt.startedAt);
  const fromStart = response?.status === 201 && Number.isFinite(started) ? started - midpoint : null;
  if (fromStart !== null && (fromDate === null || Math.abs(fromStart - fromDate) <= 1500)) return fromStart;
  return fromDate ?? 0;
}

export async function startAttempt(moduleId: number, difficulty: QuizDifficulty): Promise<StartedAttempt> {
  let response: Response | null = null;
  const sentAt = Date.now();
  const attempt = await api<Attempt>('/api/attempts', {
    method: 'POST',
    body: { mode: 'practice', moduleId, difficulty },
    onResponse: (r) => (response = r),
  });
  return { attempt, clockOffset: offsetFrom(response, attempt, sentAt, Date.now()) };
}

export const startAttemptKey = (moduleId: string, difficulty: QuizDifficulty) => ['attempt-start', moduleId, difficulty] as const;

/** Starting (or resuming) runs once per visit to the quiz screen; it is forgotten when the screen goes. */
export function useStartAttempt(moduleId: string, difficulty: QuizDifficulty) {
  return useQuery({
    queryKey: startAttemptKey(moduleId, difficulty),
    queryFn: () => startAttempt(Number(moduleId), difficulty),
    gcTime: 0,
    staleTime: Infinity,
  });
}

export const saveAnswer = (attemptId: number, index: number, body: AnswerSave) =>
  api<AnswerSaved>(`/api/attempts/${attemptId}/answers/${index}`, { method: 'PUT', body });

/** Without a connection the submit is kept in the outbox and sent when it returns (attempt-outbox.ts). */
export const submitAttempt = (attemptId: number) =>
  submitOrQueue(attemptId, () => api<QuizSession>(`/api/attempts/${attemptId}/submit`, { method: 'POST' }));

export const abandonAttempt = (attemptId: number) => api<void>(`/api/attempts/${attemptId}`, { method: 'DELETE' });

export const fetchAttemptsInProgress = () => api<Attempt[]>('/api/attempts', { query: { status: 'in_progress' } });

export function useAttemptsInProgress() {
  return useQuery({ queryKey: ATTEMPTS_IN_PROGRESS_KEY, queryFn: fetchAttemptsInProgress, staleTime: 0 });
}

/** After a submit: the results screen needs no second request, and figures, history and resume cards are out of date. */
export async function afterSubmit(queryClient: QueryClient, session: QuizSession): Promise<void> {
  queryClient.setQueryData(quizSessionKey(session.id), session);
  await Promise.all([invalidateAfterAttempt(queryClient), queryClient.invalidateQueries({ queryKey: ['/api/attempts'] })]);
}
