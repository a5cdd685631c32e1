import { z } from 'zod';
import { LevelSchema } from './certificate';

export const PublicStatsSchema = z.object({
  totalQuestions: z.number().int(),
  certificates: z.array(z.object({ id: z.number().int(), name: z.string(), level: LevelSchema, questionCount: z.number().int() })),
});
export type PublicStats = z.infer<typeof PublicStatsSchema>;

export const HealthSchema = z.object({ status: z.string(), db: z.string() });
