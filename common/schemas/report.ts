import { z } from 'zod';

export const REPORT_REASONS = ['wrong_answer', 'unclear', 'typo', 'outdated', 'other'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const COMMENT_MAX = 1000;
export const NOTE_MAX = 1000;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), `${label} must not contain NUL characters`)
    // Empty after trimming counts as missing.
    .transform((v) => (v === '' ? undefined : v))
    .optional();

export const ReportReasonSchema = z.enum(REPORT_REASONS, { error: `Reason must be one of ${REPORT_REASONS.join(', ')}` });
export const ReportStatusSchema = z.enum(REPORT_STATUSES, { error: `Status must be one of ${REPORT_STATUSES.join(', ')}` });

/** A learner's report of a wrong or unclear question. */
export const ReportCreateSchema = z.strictObject({
  reason: ReportReasonSchema,
  comment: optionalText('Comment', COMMENT_MAX),
});
export type ReportCreate = z.infer<typeof ReportCreateSchema>;

export const ReportSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  reason: ReportReasonSchema,
  comment: z.string().nullable(),
  status: ReportStatusSchema,
  createdAt: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

/** A report as the administrator's list shows it. */
export const AdminReportSchema = ReportSchema.extend({
  questionText: z.string(),
  moduleId: z.number().int(),
  moduleName: z.string(),
  /** Open reports of the same question. */
  reporterCount: z.number().int(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const ReportListQuerySchema = z.strictObject({ status: ReportStatusSchema.default('open') });

export const ReportUpdateSchema = z.strictObject({
  status: z.enum(['resolved', 'dismissed'], { error: 'Status must be resolved or dismissed' }),
  note: optionalText('Note', NOTE_MAX),
});
export type ReportUpdate = z.infer<typeof ReportUpdateSchema>;
