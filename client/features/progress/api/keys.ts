/** Query keys of the progress screen (one factory per feature, invalidated by prefix). */
export const progressKeys = {
  all: ['progress'] as const,
  /** GET /api/progress, every time zone. */
  summaries: () => [...progressKeys.all, 'summary'] as const,
  summary: (tz: string) => [...progressKeys.summaries(), { tz }] as const,
  /** The activity calendar: months and years. */
  activity: () => [...progressKeys.all, 'activity'] as const,
  /** GET /api/user-activity */
  month: (year: number, month: number, tz: string) => [...progressKeys.activity(), 'month', { year, month, tz }] as const,
  /** GET /api/user-activity/range, one calendar year. */
  year: (year: number, tz: string) => [...progressKeys.activity(), 'year', { year, tz }] as const,
  /** GET /api/review/summary */
  reviewSummary: () => [...progressKeys.all, 'review-summary'] as const,
  /** GET /api/readiness and /api/readiness/history */
  readiness: () => [...progressKeys.all, 'readiness'] as const,
  readinessOf: (certificateId: number) => [...progressKeys.readiness(), certificateId] as const,
  readinessHistory: (certificateId: number, days: number) => [...progressKeys.readiness(), certificateId, 'history', days] as const,
};
