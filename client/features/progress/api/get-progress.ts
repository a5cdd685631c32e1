import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '@common/schemas/progress';
import { api, browserTimeZone } from '@/lib/api-client';
import { progressKeys } from './keys';

/** The learner's statistics, XP and day streaks; days are counted in the browser's time zone. */
export function getProgress(tz: string): Promise<Progress> {
  return api<Progress>('/api/progress', { query: { tz } });
}

export function progressQuery(tz: string = browserTimeZone()) {
  return queryOptions({ queryKey: progressKeys.summary(tz), queryFn: () => getProgress(tz) });
}

export function useProgress() {
  return useQuery(progressQuery());
}
