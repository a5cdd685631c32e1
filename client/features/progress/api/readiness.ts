/** Spaced review and readiness (API.md "Spaced review and readiness"; docs/learning.md explains the figures). */
import { useQuery } from '@tanstack/react-query';
import type { Readiness, ReadinessHistory, ReviewSummary } from '@common/schemas/review';
import { api, browserTimeZone } from '@/lib/api-client';
import { progressKeys } from './keys';

// Every answer changes these figures and time alone makes questions due: read them afresh on each visit.
const fresh = { staleTime: 0 } as const;

export function useReviewSummary() {
  return useQuery({
    queryKey: progressKeys.reviewSummary(),
    queryFn: () => api<ReviewSummary>('/api/review/summary', { query: { tz: browserTimeZone() } }),
    ...fresh,
  });
}

export function useReadiness(certificateId: number | undefined) {
  return useQuery({
    queryKey: progressKeys.readinessOf(certificateId ?? 0),
    queryFn: () => api<Readiness>('/api/readiness', { query: { certificateId, tz: browserTimeZone() } }),
    enabled: certificateId !== undefined,
    ...fresh,
  });
}

export function useReadinessHistory(certificateId: number | undefined, days = 30) {
  return useQuery({
    queryKey: progressKeys.readinessHistory(certificateId ?? 0, days),
    queryFn: () => api<ReadinessHistory>('/api/readiness/history', { query: { certificateId, tz: browserTimeZone(), days } }),
    enabled: certificateId !== undefined,
    ...fresh,
  });
}

/** "low" → "Low confidence", for people. */
export const confidenceWords = { low: 'Low confidence', medium: 'Medium confidence', high: 'High confidence' } as const;

/** The module to work on next: the one with the lowest mastery (ties: the most due, then the first). */
export function weakestModule<T extends { mastery: number; due: number }>(modules: readonly T[]): T | undefined {
  return modules.reduce<T | undefined>((best, m) => (!best || m.mastery < best.mastery || (m.mastery === best.mastery && m.due > best.due) ? m : best), undefined);
}
