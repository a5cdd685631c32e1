import { z } from 'zod';
import { OptionSchema, QuestionTypeSchema, QuizDifficultySchema } from './question';
import { letterProblem } from '../rules/answers';
import { BodyIdSchema, ID_MAX } from './api-error';

/** Seconds on the clock of a practice quiz; the server sets every practice attempt's timeLimit to it. */
export const QUIZ_TIME_LIMIT = 360;
/**
 * Questions in a practice or study quiz by default. The server's QUIZ_SIZE setting may change it;
 * an attempt always holds the server's figure, so screens shown before one exists, and the offline
 * draw, use this default.
 */
export const QUIZ_SIZE = 10;
/** Seconds of grace on timeUsed for clock skew between the browser and the server. */
export const TIME_GRACE = 5;

/**
 * `""` (skipped) or distinct letters in alphabetical order (`"B"`, `"AC"`). Whether it has no more
 * letters than its question takes is checked against the question (`answerProblem`).
 */
export const AnswerSchema = z.string({ error: 'Each answer must be a string of letters A to D, or empty' }).superRefine((value, ctx) => {
  const problem = letterProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `An answer ${problem}` });
});

export const QuizSubmissionSchema = z.strictObject({
  moduleId: BodyIdSchema('Module'),
  difficulty: QuizDifficultySchema,
  questions: z
    .array(z.number().int().positive().max(ID_MAX, 'Question id is too large'), { error: 'Questions must be a list of question ids' })
    .min(1, 'A quiz needs at least one question')
    .max(100, 'A quiz has at most 100 questions'),
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
  type: QuestionTypeSchema,
  chosen: z.string(),
  correctAnswer: z.string(),
  correct: z.boolean(),
  explanation: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  /** Null for a session that spans modules (an exam, a spaced review). */
  moduleId: z.number().int().nullable(),
  moduleName: z.string(),
  difficulty: QuizDifficultySchema,
  score: z.number().int(),
  totalQuestions: z.number().int(),
  timeUsed: z.number().int(),
  completedAt: z.string(),
  /** How it was taken: practice (also every session sent through POST /api/quiz-sessions), study, exam, review, mistakes. */
  mode: z.enum(['practice', 'study', 'exam', 'review', 'mistakes']),
  /** Names it for people, e.g. "Users, Groups and Roles · easy". */
  title: z.string(),
  /** Whether an exam reached its pass mark; null for other modes. */
  passed: z.boolean().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const BreakdownRowSchema = z.object({ moduleId: z.number().int(), moduleName: z.string(), correct: z.number().int(), total: z.number().int() });
export type BreakdownRow = z.infer<typeof BreakdownRowSchema>;

export const QuizSessionSchema = HistoryEntrySchema.extend({
  certificateId: z.number().int().nullable(),
  /** One row per module of the attempt. */
  breakdown: z.array(BreakdownRowSchema),
  /** 10 for the quiz plus 5 per correct answer. */
  xpEarned: z.number().int(),
  questions: z.array(z.number().int()),
  answers: z.array(z.string()),
  review: z.array(ReviewItemSchema),
});
export type QuizSession = z.infer<typeof QuizSessionSchema>;
