import { z } from 'zod';
import { requiredText } from './api-error';
import { ExamSummarySchema } from './exam';

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const LevelSchema = z.enum(LEVELS, { error: 'Level must be Beginner, Intermediate or Advanced' });
export type Level = z.infer<typeof LevelSchema>;

export const CertificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  level: LevelSchema,
  moduleCount: z.number().int(),
  questionCount: z.number().int(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** One certificate, with its mock exam. */
export const CertificateDetailSchema = CertificateSchema.extend({ exam: ExamSummarySchema });
export type CertificateDetail = z.infer<typeof CertificateDetailSchema>;

export const CertificateInputSchema = z.strictObject({
  name: requiredText('Name', 200),
  description: requiredText('Description', 2000),
  level: LevelSchema,
});
export type CertificateInput = z.infer<typeof CertificateInputSchema>;
