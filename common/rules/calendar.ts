/** The activity calendar: intensity levels and the weeks of a year (docs/product.md §8). */

/** 0 quizzes → 0, 1 → 1, 2–3 → 2, 4–5 → 3, 6 or more → 4. */
export function intensity(quizzes: number): 0 | 1 | 2 | 3 | 4 {
  if (quizzes <= 0) return 0;
  if (quizzes === 1) return 1;
  if (quizzes <= 3) return 2;
  if (quizzes <= 5) return 3;
  return 4;
}

function iso(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The year as columns of weeks, Sunday first, the way contribution grids are drawn: each week has
 * seven slots holding a YYYY-MM-DD date, or null before 1 January and after 31 December.
 */
export function weeksOfYear(year: number): (string | null)[][] {
  const weeks: (string | null)[][] = [];
  const first = new Date(Date.UTC(year, 0, 1));
  let week: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let d = new Date(first); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
    week.push(d.toISOString().slice(0, 10));
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) {
    while (week.length < 7) week.push(null);
    weeks.push(week);
  }
  return weeks;
}

/** Every date of a month (month 1–12) as YYYY-MM-DD. */
export function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => iso(year, month - 1, i + 1));
}

/** First and last day of a year, for the range query. */
export function yearBounds(year: number): { start: string; end: string } {
  return { start: iso(year, 0, 1), end: iso(year, 11, 31) };
}
