import { z } from 'zod';
import { BodyIdSchema, IdSchema, requiredText } from './api-error';
import { answerKeyProblem, chooseCount, inferQuestionType, letterProblem, OPTION_LETTERS, QUESTION_TYPES } from '../rules/answers';

export const OPTION_IDS = OPTION_LETTERS;
export const OptionIdSchema = z.enum(OPTION_IDS, { error: 'Option must be A, B, C or D' });
export type OptionId = z.infer<typeof OptionIdSchema>;

export const QuestionTypeSchema = z.enum(QUESTION_TYPES, { error: 'Type must be single or multiple' });
export type { QuestionType } from '../rules/answers';

/** A question's key: `"B"`, or two or three distinct letters in alphabetical order (`"AC"`). */
export const AnswerKeySchema = z
  .string({ error: 'Correct answer is required' })
  .min(1, 'Correct answer is required')
  .superRefine((value, ctx) => {
    const problem = letterProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `Correct answer ${problem}` });
  });

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard' });
export type Difficulty = z.infer<typeof DifficultySchema>;

export const QUIZ_DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export const QuizDifficultySchema = z.enum(QUIZ_DIFFICULTIES, { error: 'Difficulty must be easy, medium, hard or mixed' });
export type QuizDifficulty = z.infer<typeof QuizDifficultySchema>;

export const OptionSchema = z.object({ id: OptionIdSchema, text: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** A question as administrators see it, with its key and explanation. */
export const QuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(OptionSchema),
  type: QuestionTypeSchema,
  correctAnswer: z.string(),
  difficulty: DifficultySchema,
  explanation: z.string(),
  moduleId: z.number().int(),
});
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A question as a learner sees it before answering: never the key or the explanation. `choose` is
 * 1 for a single-answer question and the number of correct options for a multiple one.
 */
export const LearnerQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(OptionSchema),
  difficulty: DifficultySchema,
  moduleId: z.number().int(),
  type: QuestionTypeSchema,
  choose: z.number().int(),
});
export type LearnerQuestion = z.infer<typeof LearnerQuestionSchema>;

/** The learner's view of a stored question. */
export function toLearnerQuestion(q: Question): LearnerQuestion {
  return {
    id: q.id,
    text: q.text,
    options: q.options,
    difficulty: q.difficulty,
    moduleId: q.moduleId,
    type: q.type,
    choose: chooseCount(q.type, q.correctAnswer),
  };
}

export const TEXT_MAX = 2000;
export const OPTION_MAX = 500;

/** Exactly four options with ids A, B, C, D in that order and non-empty texts. */
export const OptionsInputSchema = z
  .array(z.strictObject({ id: OptionIdSchema, text: requiredText('Option text', OPTION_MAX) }), {
    error: 'Options must be a list of four options',
  })
  .length(4, 'A question needs exactly four options, A to D')
  .refine((opts) => opts.every((o, i) => o.id === OPTION_IDS[i]), 'Options must have the ids A, B, C and D in that order');

const questionContentShape = {
  text: requiredText('Question text', TEXT_MAX),
  options: OptionsInputSchema,
  /** Optional on input: inferred from the number of letters in `correctAnswer`. */
  type: QuestionTypeSchema.optional(),
  correctAnswer: AnswerKeySchema,
  difficulty: DifficultySchema,
  explanation: requiredText('Explanation', TEXT_MAX),
};

/** Checks the key against the type (given or inferred) and fills the type in. */
function withAnswerRules<T extends { type?: QuestionType | undefined; correctAnswer: string }>(schema: z.ZodType<T>) {
  return schema
    .superRefine((q, ctx) => {
      if (q.correctAnswer === '' || letterProblem(q.correctAnswer)) return; // already reported by AnswerKeySchema
      const problem = answerKeyProblem(q.type ?? inferQuestionType(q.correctAnswer), q.correctAnswer);
      if (problem) ctx.addIssue({ code: 'custom', path: ['correctAnswer'], message: problem });
    })
    .transform((q) => ({ ...q, type: q.type ?? inferQuestionType(q.correctAnswer) }));
}
type QuestionType = (typeof QUESTION_TYPES)[number];

/** The fields a question file and the admin form both carry. */
export const QuestionContentSchema = withAnswerRules(z.strictObject(questionContentShape));
export type QuestionContent = z.output<typeof QuestionContentSchema>;
export type QuestionContentInput = z.input<typeof QuestionContentSchema>;

export const QuestionCreateSchema = withAnswerRules(z.strictObject({ ...questionContentShape, moduleId: BodyIdSchema('Module') }));
export type QuestionCreate = z.output<typeof QuestionCreateSchema>;

export const QuestionUpdateSchema = QuestionContentSchema;
export type QuestionUpdate = z.output<typeof QuestionUpdateSchema>;

export const QUESTION_PAGE_SIZE_MAX = 200;

/**
 * The admin list of a module's questions. Without `page` the answer is every question (the original
 * contract); with `page` it is one page `{total, questions}` of those matching `query` (in the text,
 * case-insensitive), `difficulty` and `type`.
 */
export const QuestionListQuerySchema = z.strictObject({
  moduleId: IdSchema,
  query: z.string().trim().max(200, 'Query must be at most 200 characters').optional(),
  difficulty: DifficultySchema.optional(),
  type: QuestionTypeSchema.optional(),
  page: z.coerce
    .number({ error: 'Page must be a positive whole number' })
    .int('Page must be a positive whole number')
    .min(1, 'Page must be a positive whole number')
    .max(1_000_000, 'Page is too large')
    .optional(),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, `Page size must be between 1 and ${QUESTION_PAGE_SIZE_MAX}`)
    .max(QUESTION_PAGE_SIZE_MAX, `Page size must be between 1 and ${QUESTION_PAGE_SIZE_MAX}`)
    .optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;

export const QuestionPageSchema = z.object({ total: z.number().int(), questions: z.array(QuestionSchema) });
export type QuestionPage = z.infer<typeof QuestionPageSchema>;

export const QuizParamsSchema = z.strictObject({ id: IdSchema, difficulty: QuizDifficultySchema });
