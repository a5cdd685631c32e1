/** Experience points, local calendar days and true day streaks (docs/product.md §8). */

export const XP_PER_QUIZ = 10;
export const XP_PER_CORRECT = 5;

export function totalXp(quizzes: number, correctAnswers: number): number {
  return quizzes * XP_PER_QUIZ + correctAnswers * XP_PER_CORRECT;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of an instant as seen in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  let fmt = dayFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, fmt);
  }
  return fmt.format(instant);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a) for YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Streaks over a set of active days. The current streak ends today, or yesterday when today has no
 * activity yet (a learner keeps a streak until the day is over). Dates after `today` are ignored.
 */
export function streaks(activeDays: Iterable<string>, today: string): Streaks {
  const days = [...new Set(activeDays)].filter((d) => d <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    if (run > longest) longest = run;
    previous = day;
  }
  const set = new Set(days);
  let cursor = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}
