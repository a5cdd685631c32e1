import { z } from 'zod';
import { TimeZoneSchema } from './activity';

export const ProgressQuerySchema = z.strictObject({ tz: TimeZoneSchema });

export const ProgressSchema = z.object({
  totalQuizzes: z.number().int(),
  totalCorrect: z.number().int(),
  totalQuestions: z.number().int(),
  averageScore: z.number().int(),
  bestScore: z.number().int(),
  totalTimeSpent: z.number().int(),
  totalXp: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  activeDays: z.number().int(),
});
export type Progress = z.infer<typeof ProgressSchema>;
