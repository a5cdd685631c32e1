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

export const READINESS_HISTORY_MAX_DAYS = 90;

export const ReadinessHistoryQuerySchema = z.strictObject({
  certificateId: ReadinessQuerySchema.shape.certificateId,
  tz: TimeZoneSchema,
  days: z
    .string()
    .regex(/^[0-9]+$/, `days must be a whole number from 1 to ${READINESS_HISTORY_MAX_DAYS}`)
    .transform(Number)
    .pipe(z.number().int().min(1, `days must be a whole number from 1 to ${READINESS_HISTORY_MAX_DAYS}`).max(READINESS_HISTORY_MAX_DAYS, `days must be a whole number from 1 to ${READINESS_HISTORY_MAX_DAYS}`))
    .default(30),
});

/** Mastery per module at the end of each of the last `days` local days (today: now), oldest first. */
export const ReadinessHistorySchema = z.object({
  certificateId: z.number().int(),
  modules: z.array(z.object({ moduleId: z.number().int(), moduleName: z.string() })),
  days: z.array(
    z.object({
      /** The local calendar date, YYYY-MM-DD. */
      date: z.string(),
      predictedScore: z.number().int(),
      /** One figure per module, in the order of `modules`, 0..100. */
      mastery: z.array(z.number().int()),
    }),
  ),
});
export type ReadinessHistory = z.infer<typeof ReadinessHistorySchema>;
