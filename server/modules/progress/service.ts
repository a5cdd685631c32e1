/** A learner's statistics and activity days, in the learner's own time zone. */
import { percentOf } from '@common/rules/grading';
import { addDays, daysBetween, localDate, streaks } from '@common/rules/progress';
import type { ActivityDay } from '@common/schemas/activity';
import type { Database } from '@server/db/database';
import { badRequest } from '@server/errors';
import { attemptFigures, attemptFiguresBetween } from './repository';

export const MAX_RANGE_DAYS = 366;

/** A learner's figures over all attempts (progress/presenter.ts derives the average and XP). */
export interface ProgressFigures {
  totalQuizzes: number;
  totalCorrect: number;
  totalQuestions: number;
  /** The best attempt's score, in percent. */
  bestScore: number;
  totalTimeSpent: number;
  currentStreak: number;
  longestStreak: number;
  activeDays: number;
}

/** `now` tells the current streak: it counts to today in `tz`. */
export async function progressOf(db: Database['db'], userId: number, tz: string, now: () => Date = () => new Date()): Promise<ProgressFigures> {
  const rows = await attemptFigures(db, userId);
  let totalCorrect = 0;
  let totalQuestions = 0;
  let totalTimeSpent = 0;
  let bestScore = 0;
  const days = new Set<string>();
  for (const r of rows) {
    totalCorrect += r.score;
    totalQuestions += r.total_questions;
    totalTimeSpent += r.time_used;
    bestScore = Math.max(bestScore, percentOf(r.score, r.total_questions));
    days.add(localDate(new Date(r.completed_at), tz));
  }
  const { current, longest } = streaks(days, localDate(now(), tz));
  return {
    totalQuizzes: rows.length,
    totalCorrect,
    totalQuestions,
    bestScore,
    totalTimeSpent,
    currentStreak: current,
    longestStreak: longest,
    activeDays: days.size,
  };
}

/** A date given as YYYY-MM-DD is a local date already; an ISO instant is read as the local date it falls on. */
export function toLocalDate(value: string, tz: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : localDate(new Date(value), tz);
}

/** Activity per local day from `start` to `end` inclusive (YYYY-MM-DD in `tz`), ascending, active days only. */
export async function activityBetween(db: Database['db'], userId: number, start: string, end: string, tz: string): Promise<ActivityDay[]> {
  if (start > end) throw badRequest('The start date is after the end date', 'bad_range');
  if (daysBetween(start, end) > MAX_RANGE_DAYS) throw badRequest(`Ask for at most ${MAX_RANGE_DAYS} days at a time`, 'range_too_long');
  // Time zones lie within a day of UTC, so one day of margin each side catches every local day.
  const from = `${addDays(start, -1)}T00:00:00.000Z`;
  const to = `${addDays(end, 2)}T00:00:00.000Z`;
  const rows = await attemptFiguresBetween(db, userId, from, to);
  const byDay = new Map<string, ActivityDay>();
  for (const r of rows) {
    const day = localDate(new Date(r.completed_at), tz);
    if (day < start || day > end) continue;
    const entry = byDay.get(day) ?? { activityDate: day, quizzesTaken: 0, totalScore: 0, totalQuestions: 0, timeSpent: 0 };
    entry.quizzesTaken++;
    entry.totalScore += r.score;
    entry.totalQuestions += r.total_questions;
    entry.timeSpent += r.time_used;
    byDay.set(day, entry);
  }
  return [...byDay.values()].sort((a, b) => a.activityDate.localeCompare(b.activityDate));
}
