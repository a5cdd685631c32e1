import { z } from 'zod';
import { IdSchema, requiredText } from './api-error';

export const OPTION_IDS = ['A', 'B', 'C', 'D'] as const;
export const OptionIdSchema = z.enum(OPTION_IDS, { error: 'Correct answer must be A, B, C or D' });
export type OptionId = z.infer<typeof OptionIdSchema>;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' });
export type Difficulty = z.infer<typeof DifficultySchema>;

export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export const QuizDifficultySchema = z.enum(QUIZ_DIFFICULTIES, { error: 'Difficulty must be easy, medium, hard or mixed' });
export type QuizDifficulty = z.infer<typeof QuizDifficultySchema>;

export const OptionSchema = z.object({ id: OptionIdSchema, text: z.string() });
export type Option = z.infer<typeof OptionSchema>;

export const QuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(OptionSchema),
  correctAnswer: OptionIdSchema,
  difficulty: DifficultySchema,
  explanation: z.string(),
  moduleId: z.number().int(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const TEXT_MAX = 2000;
export const OPTION_MAX = 500;

/** Exactly four options with ids A, B, C, D in that order and non-empty texts. */
export const OptionsInputSchema = z
  .array(z.strictObject({ id: OptionIdSchema, text: requiredText('Option text', OPTION_MAX) }), {
    error: 'Options must be a list of four options',
  })
  .length(4, 'A question needs exactly four options, A to D')
  .refine((opts) => opts.every((o, i) => o.id === OPTION_IDS[i]), 'Options must have the ids A, B, C and D in that order');

/** The fields a question file and the admin form both carry. */
export const QuestionContentSchema = z.strictObject({
  text: requiredText('Question text', TEXT_MAX),
  options: OptionsInputSchema,
  correctAnswer: OptionIdSchema,
  difficulty: DifficultySchema,
  explanation: requiredText('Explanation', TEXT_MAX),
});
export type QuestionContent = z.infer<typeof QuestionContentSchema>;

export const QuestionCreateSchema = QuestionContentSchema.extend({
  moduleId: z.number({ error: 'Module is required' }).int().positive(),
});
export type QuestionCreate = z.infer<typeof QuestionCreateSchema>;

export const QuestionUpdateSchema = QuestionContentSchema;
export type QuestionUpdate = z.infer<typeof QuestionUpdateSchema>;

export const QuestionListQuerySchema = z.strictObject({ moduleId: IdSchema });

export const QuizParamsSchema = z.strictObject({ id: IdSchema, difficulty: QuizDifficultySchema });
