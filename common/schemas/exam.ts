/** The mock exam of a certificate: its blueprint (size, time, pass mark, module weights). */
import { z } from 'zod';

export const EXAM_DEFAULTS = { questionCount: 60, timeLimit: 5_400, passMark: 70 } as const;

/** What a learner sees of the exam on the certificate: size, time, pass mark, and how many questions the certificate has. */
export const ExamSummarySchema = z.object({
  questionCount: z.number().int(),
  timeLimit: z.number().int(),
  passMark: z.number().int(),
  available: z.number().int(),
});
export type ExamSummary = z.infer<typeof ExamSummarySchema>;

const blueprintShape = {
  questionCount: z.number({ error: 'Question count is required' }).int('Question count must be a whole number').min(1, 'Question count must be from 1 to 200').max(200, 'Question count must be from 1 to 200'),
  timeLimit: z
    .number({ error: 'Time limit is required' })
    .int('Time limit must be whole seconds')
    .min(60, 'Time limit must be from 60 to 14,400 seconds')
    .max(14_400, 'Time limit must be from 60 to 14,400 seconds'),
  passMark: z.number({ error: 'Pass mark is required' }).int('Pass mark must be a whole percent').min(1, 'Pass mark must be from 1 to 100').max(100, 'Pass mark must be from 1 to 100'),
};

export const ExamBlueprintSchema = z.object({
  ...blueprintShape,
  weights: z.array(z.object({ moduleId: z.number().int(), moduleName: z.string(), weight: z.number().int() })),
});
export type ExamBlueprint = z.infer<typeof ExamBlueprintSchema>;

export const ExamBlueprintInputSchema = z
  .strictObject({
    ...blueprintShape,
    weights: z
      .array(
        z.strictObject({
          moduleId: z.number({ error: 'Module is required' }).int().positive().max(2_147_483_647, 'Module id is too large'),
          weight: z.number({ error: 'Weight is required' }).int('Weights must be whole numbers').min(0, 'Weights must not be negative').max(1000, 'Weights must be at most 1,000'),
        }),
        { error: 'Weights must be a list of {moduleId, weight}' },
      )
      .min(1, 'Give at least one module a weight'),
  })
  .refine((b) => b.weights.some((w) => w.weight > 0), { message: 'At least one module needs a weight above 0', path: ['weights'] })
  .refine((b) => new Set(b.weights.map((w) => w.moduleId)).size === b.weights.length, { message: 'Each module may appear once in the weights', path: ['weights'] });
export type ExamBlueprintInput = z.infer<typeof ExamBlueprintInputSchema>;
