/** Attempts held by the server (contract v2): drawn, answered, flagged and timed on the server. */
import { z } from 'zod';
import { IdSchema } from './api-error';
import { LearnerQuestionSchema, QuizDifficultySchema } from './question';
import { AnswerSchema } from './quiz-session';

export const ATTEMPT_MODES = ['practice', 'study', 'exam', 'review', 'mistakes'] as const;
export const AttemptModeSchema = z.enum(ATTEMPT_MODES);
export type AttemptMode = z.infer<typeof AttemptModeSchema>;

export const ATTEMPT_STATUSES = ['in_progress', 'submitted'] as const;
export const AttemptStatusSchema = z.enum(ATTEMPT_STATUSES);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;

/** Modes that show whether an answer was right as soon as it is saved. */
export const FEEDBACK_MODES: readonly AttemptMode[] = ['study', 'review', 'mistakes'];

const ModuleIdSchema = z.number({ error: 'Module is required' }).int().positive().max(2_147_483_647, 'Module id is too large');

const CertificateIdSchema = z.number({ error: 'Certificate is required' }).int().positive().max(2_147_483_647, 'Certificate id is too large');

/**
 * Starting an attempt. Practice is the timed quiz of one module and difficulty; study draws the
 * same way, untimed, with feedback after each answer; exam follows the certificate's blueprint;
 * review takes the learner's due questions; mistakes drills what a graded session got wrong.
 */
export const AttemptCreateSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('practice'), moduleId: ModuleIdSchema, difficulty: QuizDifficultySchema }),
    z.strictObject({ mode: z.literal('study'), moduleId: ModuleIdSchema, difficulty: QuizDifficultySchema }),
    z.strictObject({ mode: z.literal('exam'), certificateId: CertificateIdSchema }),
    z.strictObject({ mode: z.literal('review'), certificateId: CertificateIdSchema.optional(), moduleId: ModuleIdSchema.optional() }),
    z.strictObject({ mode: z.literal('mistakes'), sessionId: z.number({ error: 'Session is required' }).int().positive().max(2_147_483_647, 'Session id is too large') }),
  ],
  { error: 'Mode must be practice, study, exam, review or mistakes' },
);
export type AttemptCreate = z.infer<typeof AttemptCreateSchema>;

/** Most questions a review or a mistakes drill holds. */
export const REVIEW_SIZE = 20;

export const FeedbackSchema = z.object({ correct: z.boolean(), correctAnswer: z.string(), explanation: z.string() });
export type Feedback = z.infer<typeof FeedbackSchema>;

export const AttemptSchema = z.object({
  id: z.number().int(),
  mode: AttemptModeSchema,
  status: AttemptStatusSchema,
  title: z.string(),
  certificateId: z.number().int().nullable(),
  moduleId: z.number().int().nullable(),
  difficulty: QuizDifficultySchema.nullable(),
  questions: z.array(LearnerQuestionSchema),
  answers: z.array(z.string()),
  flags: z.array(z.boolean()),
  /** Filled only in feedback modes (study, review, mistakes) once that answer is saved. */
  feedback: z.array(FeedbackSchema.nullable()),
  startedAt: z.string(),
  /** startedAt + timeLimit, or null for an untimed mode. */
  deadline: z.string().nullable(),
  /** Seconds, or null for an untimed mode. */
  timeLimit: z.number().int().nullable(),
  /** The graded session once submitted. */
  sessionId: z.number().int().nullable(),
});
export type Attempt = z.infer<typeof AttemptSchema>;

export const AttemptListQuerySchema = z.strictObject({
  status: z.literal('in_progress', { error: 'Status must be in_progress' }).default('in_progress'),
});

export const AnswerParamsSchema = z.strictObject({
  id: IdSchema,
  index: z
    .string({ error: 'Index must be a whole number from 0' })
    .regex(/^[0-9]{1,4}$/, 'Index must be a whole number from 0')
    .transform((v) => Number(v)),
});

export const AnswerSaveSchema = z
  .strictObject({ answer: AnswerSchema.optional(), flagged: z.boolean({ error: 'Flagged must be true or false' }).optional() })
  .refine((b) => b.answer !== undefined || b.flagged !== undefined, 'Send an answer, a flag, or both');
export type AnswerSave = z.infer<typeof AnswerSaveSchema>;

export const AnswerSavedSchema = z.object({
  index: z.number().int(),
  answer: z.string(),
  flagged: z.boolean(),
  feedback: FeedbackSchema.nullable(),
});
export type AnswerSaved = z.infer<typeof AnswerSavedSchema>;
