import { z } from 'zod';

/** An IANA time zone name the runtime knows; UTC when absent. */
export const TimeZoneSchema = z
  .string()
  .max(64, 'Unknown time zone')
  .refine((tz) => isKnownTimeZone(tz), 'Unknown time zone')
  .default('UTC');

// Zones found valid. Building an Intl.DateTimeFormat to test a zone cost more than the rest of a
// progress request. Unknown names are not kept, and the set is emptied when it grows past any
// real use (names are case-insensitive, so the valid spellings are many).
const knownZones = new Set<string>();
const KNOWN_ZONES_LIMIT = 2_000;

export function isKnownTimeZone(tz: string): boolean {
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    return false;
  }
  if (knownZones.size >= KNOWN_ZONES_LIMIT) knownZones.clear();
  knownZones.add(tz);
  return true;
}

const IsoDateTime = z.string({ error: 'Date is required' }).refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), 'Date must be an ISO 8601 date');

export const ActivityRangeQuerySchema = z.strictObject({
  startDate: IsoDateTime,
  endDate: IsoDateTime,
  tz: TimeZoneSchema,
});
export type ActivityRangeQuery = z.infer<typeof ActivityRangeQuerySchema>;

export const ActivityMonthQuerySchema = z.strictObject({
  year: z.coerce.number({ error: 'Year is required' }).int('Year must be a whole number').min(1970, 'Year must be between 1970 and 9999').max(9999, 'Year must be between 1970 and 9999'),
  month: z.coerce.number({ error: 'Month is required' }).int('Month must be a whole number').min(1, 'Month must be between 1 and 12').max(12, 'Month must be between 1 and 12'),
  tz: TimeZoneSchema,
});
export type ActivityMonthQuery = z.infer<typeof ActivityMonthQuerySchema>;

export const ActivityDaySchema = z.object({
  activityDate: z.string(),
  quizzesTaken: z.number().int(),
  totalScore: z.number().int(),
  totalQuestions: z.number().int(),
  timeSpent: z.number().int(),
});
export type ActivityDay = z.infer<typeof ActivityDaySchema>;
