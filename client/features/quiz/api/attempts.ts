/** The attempt held by the server (API.md, "Attempts held by the server"): start or resume, save each answer, submit, abandon. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Attempt, AnswerSave, AnswerSaved } from '@common/schemas/attempt';
import type { QuizDifficulty } from '@common/schemas/question';
import type { QuizSession } from '@common/schemas/quiz-session';
import { toast } from '@/components/ui/toast';
import { api, ApiError } from '@/lib/api-client';
import { resultsKeys } from '@/features/results';
import { submitOrQueue } from './attempt-outbox';
import { quizKeys } from './keys';
import { invalidateAfterAttempt } from './submit-quiz';
import { paths } from '@/lib/paths';

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

/** What starting an attempt of any mode sends (API.md, POST /api/attempts). */
export type AttemptStart =
  | { mode: 'practice' | 'study'; moduleId: number; difficulty: QuizDifficulty }
  | { mode: 'exam'; certificateId: number }
  | { mode: 'review'; certificateId?: number; moduleId?: number }
  | { mode: 'mistakes'; sessionId: number };

/** Starts an attempt of any mode, or resumes the one in progress for the same thing (200). 409 when there is nothing to draw. */
export const startAttemptWith = (body: AttemptStart) => api<Attempt>('/api/attempts', { method: 'POST', body });

/** One attempt of this learner (an expired one comes back graded), with the server clock's offset. */
export async function fetchAttempt(id: string): Promise<StartedAttempt> {
  let response: Response | null = null;
  const sentAt = Date.now();
  const attempt = await api<Attempt>(`/api/attempts/${encodeURIComponent(id)}`, { onResponse: (r) => (response = r) });
  return { attempt, clockOffset: offsetFrom(response, attempt, sentAt, Date.now()) };
}

/** Read once per visit to the attempt screen: the screen keeps its own state from then on. */
export function useAttempt(id: string) {
  return useQuery({ queryKey: quizKeys.attempt(id), queryFn: () => fetchAttempt(id), gcTime: 0, staleTime: Infinity, retry: (n, e) => !(e instanceof ApiError && e.status < 500 && e.status > 0) && n < 2 });
}

/**
 * Starts (or resumes) an attempt and opens it at /attempts/:id. A refusal (409 "Nothing is due for
 * review", no questions, nothing missed) or a failure is said in a toast.
 */
export function useStartAttemptMutation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttemptWith,
    onSuccess: async (attempt) => {
      await queryClient.invalidateQueries({ queryKey: quizKeys.attemptLists() });
      void navigate(paths.attempt(attempt.id));
    },
    onError: (error) => {
      const refused = error instanceof ApiError && error.status === 409;
      toast({
        title: refused ? error.message : 'Could not start',
        description: refused ? undefined : `${error.message} Please try again.`,
        variant: refused ? 'default' : 'destructive',
      });
    },
  });
}

/** Starting (or resuming) runs once per visit to the quiz screen; it is forgotten when the screen goes. */
export function useStartAttempt(moduleId: string, difficulty: QuizDifficulty) {
  return useQuery({
    queryKey: quizKeys.start(moduleId, difficulty),
    queryFn: () => startAttempt(Number(moduleId), difficulty),
    gcTime: 0,
    staleTime: Infinity,
  });
}

export const saveAnswer = (attemptId: number, index: number, body: AnswerSave) => api<AnswerSaved>(`/api/attempts/${attemptId}/answers/${index}`, { method: 'PUT', body });

/** Without a connection the submit is kept in the outbox and sent when it returns (attempt-outbox.ts). */
export const submitAttempt = (attemptId: number) => submitOrQueue(attemptId, () => api<QuizSession>(`/api/attempts/${attemptId}/submit`, { method: 'POST' }));

export const abandonAttempt = (attemptId: number) => api<void>(`/api/attempts/${attemptId}`, { method: 'DELETE' });

export const fetchAttemptsInProgress = () => api<Attempt[]>('/api/attempts', { query: { status: 'in_progress' } });

export function useAttemptsInProgress() {
  return useQuery({ queryKey: quizKeys.inProgress(), queryFn: fetchAttemptsInProgress, staleTime: 0 });
}

/** After a submit: the results screen needs no second request, and figures, history and resume cards are out of date. */
export async function afterSubmit(queryClient: QueryClient, session: QuizSession): Promise<void> {
  queryClient.setQueryData(resultsKeys.session(session.id), session);
  await Promise.all([invalidateAfterAttempt(queryClient), queryClient.invalidateQueries({ queryKey: quizKeys.attemptLists() })]);
}
