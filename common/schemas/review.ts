/** Spaced review (FSRS) and readiness, as a learner reads them. */
import { z } from 'zod';
import { TimeZoneSchema } from './activity';

export const ReviewSummaryQuerySchema = z.strictObject({ tz: TimeZoneSchema });

export const ReviewSummarySchema = z.object({
  /** Questions due now: their recall probability has fallen to the target. */
  due: z.number().int(),
  dueByCertificate: z.array(z.object({ certificateId: z.number().int(), due: z.number().int() })),
  /** Questions this learner has ever answered (that still exist). */
  studied: z.number().int(),
  /** When the next question falls due, or null when none is scheduled. */
  nextDueAt: z.string().nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReadinessQuerySchema = z.strictObject({
  certificateId: z
    .string({ error: 'certificateId is required' })
    .regex(/^[0-9]+$/, 'certificateId must be a positive whole number')
    .transform(Number)
    .pipe(z.number().int().positive('certificateId must be a positive whole number').max(2_147_483_647, 'certificateId is too large')),
  tz: TimeZoneSchema,
});

export const ReadinessSchema = z.object({
  certificateId: z.number().int(),
  /** The exam score expected today, 0..100: module mastery weighted by the exam blueprint. */
  predictedScore: z.number().int(),
  /** From how much of the certificate the learner has seen. */
  confidence: z.enum(['low', 'medium', 'high']),
  modules: z.array(
    z.object({
      moduleId: z.number().int(),
      moduleName: z.string(),
      /** The share of the module's questions the learner is expected to answer right today, 0..100. */
      mastery: z.number().int(),
      seen: z.number().int(),
      total: z.number().int(),
      due: z.number().int(),
    }),
  ),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
