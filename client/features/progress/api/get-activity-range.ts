import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityDay } from '@common/schemas/activity';
import { yearBounds } from '@common/rules/calendar';
import { api, browserTimeZone } from '@/lib/api-client';
import { progressKeys } from './keys';

/** Activity per local day of one calendar year (1 January to 31 December, inclusive). */
export function getYearActivity(year: number, tz: string): Promise<ActivityDay[]> {
  const { start, end } = yearBounds(year);
  return api<ActivityDay[]>('/api/user-activity/range', { query: { startDate: start, endDate: end, tz } });
}

export function yearActivityQuery(year: number, tz: string = browserTimeZone()) {
  return queryOptions({ queryKey: progressKeys.year(year, tz), queryFn: () => getYearActivity(year, tz) });
}

export function useYearActivity(year: number) {
  return useQuery(yearActivityQuery(year));
}
