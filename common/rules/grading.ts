/** Grading of a quiz attempt and how a result is presented (docs/product.md §8). */
import { isAnswerCorrect } from './answers';

export const GRADE_BANDS = [
  { min: 90, label: 'Excellent' },
  { min: 80, label: 'Above Average' },
  { min: 70, label: 'Good' },
  { min: 60, label: 'Average' },
  { min: 0, label: 'Needs Improvement' },
] as const;
export type GradeBand = (typeof GRADE_BANDS)[number]['label'];

/** Whether each answer is right, by position against its key: all or nothing per question; unanswered ('') never is. */
export function markAnswers(correctAnswers: readonly string[], answers: readonly string[]): boolean[] {
  return correctAnswers.map((correct, i) => isAnswerCorrect(correct, answers[i] ?? ''));
}

/** Number of answers right at the same position (the score of `markAnswers`). */
export function gradeAnswers(correctAnswers: readonly string[], answers: readonly string[]): number {
  return markAnswers(correctAnswers, answers).filter(Boolean).length;
}

/** Rounded percentage of score over total; 0 for an empty quiz. */
export function percentOf(score: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((score / total) * 100);
}

export function gradeBand(percent: number): GradeBand {
  for (const band of GRADE_BANDS) if (percent >= band.min) return band.label;
  return 'Needs Improvement';
}

export type ScoreTone = 'good' | 'fair' | 'poor';
/** 80 or more is good (green), 60 or more fair (yellow), otherwise poor (red). */
export function scoreTone(percent: number): ScoreTone {
  if (percent >= 80) return 'good';
  if (percent >= 60) return 'fair';
  return 'poor';
}

/** Seconds as minutes:seconds, e.g. 65 → "1:05". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
