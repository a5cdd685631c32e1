import { z } from 'zod';

export const NeedsCheckSchema = z.enum(['very likely', 'likely']).nullable();
export type NeedsCheck = z.infer<typeof NeedsCheckSchema>;

/** How one question performs, from each learner's first graded answer (docs/question-statistics.md). */
export const QuestionStatsSchema = z.object({
  questionId: z.number().int(),
  text: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** Learners who answered it (first answers only). */
  attempts: z.number().int(),
  /** Percent right, one decimal; null before any attempt. */
  facility: z.number().nullable(),
  /** 100 × Pearson correlation with the share right on the module's other questions; null below 30 attempts. */
  discrimination: z.number().nullable(),
  /** Percent of answers containing each letter. */
  optionShare: z.object({ A: z.number(), B: z.number(), C: z.number(), D: z.number() }),
  openReports: z.number().int(),
  needsCheck: NeedsCheckSchema,
});
export type QuestionStats = z.infer<typeof QuestionStatsSchema>;
