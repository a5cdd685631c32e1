import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityDay } from '@common/schemas/activity';
import { api, browserTimeZone } from '@/lib/api-client';
import { progressKeys } from './keys';

/** Activity per local day of one month (month 1–12). */
export function getMonthActivity(year: number, month: number, tz: string): Promise<ActivityDay[]> {
  return api<ActivityDay[]>('/api/user-activity', { query: { year, month, tz } });
}

export function monthActivityQuery(year: number, month: number, tz: string = browserTimeZone()) {
  return queryOptions({ queryKey: progressKeys.month(year, month, tz), queryFn: () => getMonthActivity(year, month, tz) });
}

export function useMonthActivity(year: number, month: number) {
  return useQuery(monthActivityQuery(year, month));
}
