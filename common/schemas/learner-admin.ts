import { z } from 'zod';
import { ProgressSchema } from './progress';

export const PAGE_SIZE_MAX = 200;

export const LearnerListQuerySchema = z.strictObject({
  query: z.string().trim().max(254, 'Query must be at most 254 characters').default(''),
  page: z.coerce
    .number({ error: 'Page must be a positive whole number' })
    .int('Page must be a positive whole number')
    .min(1, 'Page must be a positive whole number')
    .max(1_000_000, 'Page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, `Page size must be between 1 and ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `Page size must be between 1 and ${PAGE_SIZE_MAX}`)
    .default(50),
});
export type LearnerListQuery = z.infer<typeof LearnerListQuerySchema>;

/** A learner as the administrator sees one. */
export const LearnerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  /** Latest use of a token or latest graded session; null if never. */
  lastActiveAt: z.string().nullable(),
  /** Graded sessions. */
  attempts: z.number().int(),
  disabled: z.boolean(),
  /** False for an imported account that has not set a password yet. */
  passwordSet: z.boolean(),
});
export type LearnerRow = z.infer<typeof LearnerRowSchema>;

export const LearnerPageSchema = z.object({ total: z.number().int(), users: z.array(LearnerRowSchema) });
export type LearnerPage = z.infer<typeof LearnerPageSchema>;

export const LearnerDetailSchema = LearnerRowSchema.extend({ progress: ProgressSchema });
export type LearnerDetail = z.infer<typeof LearnerDetailSchema>;

export const LearnerUpdateSchema = z.strictObject({ disabled: z.boolean({ error: 'Disabled must be true or false' }) });

export const LearnerImportQuerySchema = z.strictObject({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export const LearnerImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type LearnerImportResult = z.infer<typeof LearnerImportResultSchema>;

/** A learner erasing their own account confirms with the password. */
export const EraseAccountSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password must be at most 256 characters long'),
});
