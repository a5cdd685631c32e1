import { z } from 'zod';
import { OptionSchema, OptionIdSchema, QuizDifficultySchema } from './question';

export const QUIZ_TIME_LIMIT = 360;
/** Seconds of grace on timeUsed for clock skew between the browser and the server. */
export const TIME_GRACE = 5;

export const AnswerSchema = z.union([OptionIdSchema, z.literal('')], { error: 'Each answer must be A, B, C, D or empty' });

export const QuizSubmissionSchema = z.strictObject({
  moduleId: z.number({ error: 'Module is required' }).int().positive(),
  difficulty: QuizDifficultySchema,
  questions: z.array(z.number().int().positive(), { error: 'Questions must be a list of question ids' }).min(1, 'A quiz needs at least one question').max(100, 'A quiz has at most 100 questions'),
  answers: z.array(AnswerSchema, { error: 'Answers must be a list' }).max(100, 'A quiz has at most 100 answers'),
  // Accepted for compatibility with older clients; the server grades the attempt itself.
  score: z.number().int().min(0).optional(),
  totalQuestions: z.number().int().min(0).optional(),
  timeUsed: z
    .number({ error: 'Time used is required' })
    .int('Time used must be whole seconds')
    .min(0, 'Time used must be between 0 and 360 seconds')
    .max(QUIZ_TIME_LIMIT + TIME_GRACE, 'Time used must be between 0 and 360 seconds'),
});
export type QuizSubmission = z.infer<typeof QuizSubmissionSchema>;

export const ReviewItemSchema = z.object({
  questionId: z.number().int(),
  text: z.string(),
  options: z.array(OptionSchema),
  chosen: z.string(),
  correctAnswer: z.string(),
  correct: z.boolean(),
  explanation: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  moduleName: z.string(),
  difficulty: QuizDifficultySchema,
  score: z.number().int(),
  totalQuestions: z.number().int(),
  timeUsed: z.number().int(),
  completedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const QuizSessionSchema = HistoryEntrySchema.extend({
  certificateId: z.number().int(),
  questions: z.array(z.number().int()),
  answers: z.array(z.string()),
  review: z.array(ReviewItemSchema),
});
export type QuizSession = z.infer<typeof QuizSessionSchema>;
