/** A learner's progress as the contract shows it: the figures, their average score and XP. */
import { percentOf } from '@common/rules/grading';
import { totalXp } from '@common/rules/progress';
import type { Progress } from '@common/schemas/progress';
import type { ProgressFigures } from './service';

export function toProgress(f: ProgressFigures): Progress {
  return {
    totalQuizzes: f.totalQuizzes,
    totalCorrect: f.totalCorrect,
    totalQuestions: f.totalQuestions,
    averageScore: percentOf(f.totalCorrect, f.totalQuestions),
    bestScore: f.bestScore,
    totalTimeSpent: f.totalTimeSpent,
    totalXp: totalXp(f.totalQuizzes, f.totalCorrect),
    currentStreak: f.currentStreak,
    longestStreak: f.longestStreak,
    activeDays: f.activeDays,
  };
}
