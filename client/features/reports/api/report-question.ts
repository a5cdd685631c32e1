/** A learner's report of a wrong or unclear question (API.md, "Reports of a wrong or unclear question"). */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Report, ReportCreate } from '@common/schemas/report';
import { api, ApiError } from '@/lib/api-client';
import { reportsKeys } from './keys';

export const postReport = (questionId: number, body: ReportCreate) => api<Report>(`/api/questions/${questionId}/reports`, { method: 'POST', body });

function markReported(queryClient: QueryClient, questionId: number) {
  queryClient.setQueryData<number[]>(reportsKeys.reported(), (ids = []) => (ids.includes(questionId) ? ids : [...ids, questionId]));
}

export function useReportedQuestions(): readonly number[] {
  // Never fetched: the cache holds what this visit reported.
  return useQuery({ queryKey: reportsKeys.reported(), queryFn: () => [] as number[], staleTime: Infinity, gcTime: Infinity }).data ?? [];
}

// --- Reports given while an attempt is still in progress. The server takes a report only for a
// question answered in a submitted attempt, so such a report waits on this device and is sent once
// the attempt is submitted.
const heldKey = (attemptId: number) => `certdrill:held-reports:${attemptId}`;

interface HeldReport extends ReportCreate {
  questionId: number;
}

function loadHeld(attemptId: number): HeldReport[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(heldKey(attemptId)) ?? '[]');
    return Array.isArray(value) ? (value as HeldReport[]) : [];
  } catch {
    return [];
  }
}

function hold(attemptId: number, report: HeldReport) {
  const held = loadHeld(attemptId).filter((r) => r.questionId !== report.questionId);
  try {
    localStorage.setItem(heldKey(attemptId), JSON.stringify([...held, report]));
  } catch {
    // Storage full or blocked: the report is kept for this visit only.
  }
}

/** After a submit: sends the reports held for the attempt. Any that still fails stays held for the next try. */
export async function sendHeldReports(attemptId: number): Promise<void> {
  const held = loadHeld(attemptId);
  if (held.length === 0) return;
  const left: HeldReport[] = [];
  for (const { questionId, ...body } of held) {
    try {
      await postReport(questionId, body);
    } catch (error) {
      // Refused for good (a question since deleted): dropped. A lost connection: kept.
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) left.push({ questionId, ...body });
    }
  }
  if (left.length > 0) localStorage.setItem(heldKey(attemptId), JSON.stringify(left));
  else localStorage.removeItem(heldKey(attemptId));
}

export type ReportOutcome = 'sent' | 'held';

/**
 * Sends a report; `attemptId` is the attempt in progress the question is shown in, if any: when the
 * server does not take it yet (404: not answered in a submitted attempt), it is held until the submit.
 */
export function useReportQuestion(questionId: number, attemptId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ReportCreate): Promise<ReportOutcome> => {
      try {
        await postReport(questionId, body);
        return 'sent';
      } catch (error) {
        if (attemptId !== undefined && error instanceof ApiError && error.status === 404) {
          hold(attemptId, { questionId, ...body });
          return 'held';
        }
        throw error;
      }
    },
    onSuccess: () => markReported(queryClient, questionId),
  });
}
