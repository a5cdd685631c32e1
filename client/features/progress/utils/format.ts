/** Texts shared by the profile and progress screens: total time, calendar days and their activity. */
import type { ActivityDay } from '@common/schemas/activity';
import { plural } from '@/lib/plural';

/**
 * A total of seconds for the Time Spent figures: "12m 05s" under an hour, "1h 05m" from an hour on
 * (a single quiz's time is shown as minutes:seconds elsewhere; totals grow past what m:ss reads well).
 */
export function formatTimeSpent(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}

/** The same total spelled out for screen readers ("1 hour 5 minutes"). */
export function describeTimeSpent(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}

/** A YYYY-MM-DD calendar date as a Date at UTC midnight, so formatting never shifts it by a day. */
function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const longDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });

/** "12 March 2026" (in the browser's locale). */
export function formatLongDate(date: string): string {
  return longDate.format(utcDate(date));
}

/** "March 2026" for a year and month 1–12. */
export function formatMonthYear(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

/** "Mar" for month 1–12. */
export function formatShortMonth(month: number): string {
  return shortMonth.format(new Date(Date.UTC(2000, month - 1, 1)));
}

export function quizzesText(n: number): string {
  return plural(n, 'quiz', 'quizzes');
}

/** Minutes of practice, rounded; a few seconds still read as practice rather than "0 minutes". */
export function minutesText(seconds: number): string {
  if (seconds > 0 && seconds < 30) return 'under 1 minute';
  return plural(Math.round(seconds / 60), 'minute');
}

/** The facts of one day: ["2 quizzes", "15/20 correct", "9 minutes"], or ["No activity"]. */
export function activityFacts(day: ActivityDay | undefined): string[] {
  if (!day || day.quizzesTaken <= 0) return ['No activity'];
  return [quizzesText(day.quizzesTaken), `${day.totalScore}/${day.totalQuestions} correct`, minutesText(day.timeSpent)];
}

/** "12 March 2026: 2 quizzes, 15/20 correct, 9 minutes"; today's date is announced as such. */
export function dayLabel(date: string, day: ActivityDay | undefined, today?: string): string {
  const prefix = date === today ? 'Today, ' : '';
  return `${prefix}${formatLongDate(date)}: ${activityFacts(day).join(', ')}`;
}
