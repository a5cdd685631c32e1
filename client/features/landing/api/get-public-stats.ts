/**
 * The landing page's public counts: one request per visit, without TanStack Query, which the landing
 * page does not load (its JavaScript budget, docs/performance.md). Nothing else reads them, so there is
 * no cache to share or to invalidate.
 */
import { useEffect, useState } from 'react';
import type { PublicStats } from '@common/schemas/public';
import { api } from '@/lib/api-client';

export const fetchPublicStats = () => api<PublicStats>('/api/public/stats');

export interface PublicStatsResult {
  data: PublicStats | undefined;
  isPending: boolean;
  isError: boolean;
}

const PENDING: PublicStatsResult = { data: undefined, isPending: true, isError: false };

// The one request of this visit, shared by the figures and the certificate cards; forgotten once it
// has answered, or when no part of the page waits for it any more, so the next visit asks again.
let request: Promise<PublicStats> | null = null;
let waiting = 0;

export function usePublicStats(): PublicStatsResult {
  const [result, setResult] = useState(PENDING);
  useEffect(() => {
    let live = true;
    waiting += 1;
    const pending = (request ??= fetchPublicStats());
    const settle = (next: PublicStatsResult) => {
      if (request === pending) request = null;
      if (live) setResult(next);
    };
    pending.then(
      (data) => settle({ data, isPending: false, isError: false }),
      () => settle({ data: undefined, isPending: false, isError: true }),
    );
    return () => {
      live = false;
      waiting -= 1;
      if (waiting === 0) request = null;
    };
  }, []);
  return result;
}
