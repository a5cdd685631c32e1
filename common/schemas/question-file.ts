/** Question files: the formats an administrator imports and exports, the import's query and its answer. */
import { z } from 'zod';
import { DifficultySchema, OptionSchema, QuestionTypeSchema } from './question';

export const FILE_FORMATS = ['aiken', 'gift', 'csv', 'json'] as const;
export const FileFormatSchema = z.enum(FILE_FORMATS, { error: 'Format must be aiken, gift, csv or json' });
export type FileFormat = z.infer<typeof FileFormatSchema>;

/** The file name extension an export gets for each format. */
export const FILE_EXTENSIONS: Record<FileFormat, string> = { aiken: 'txt', gift: 'gift', csv: 'csv', json: 'json' };

const BooleanFlagSchema = z
  .enum(['true', 'false'], { error: 'dryRun must be true or false' })
  .default('false')
  .transform((v) => v === 'true');

export const ImportQuerySchema = z.strictObject({
  format: FileFormatSchema,
  /** true: parse, validate and count, but store nothing. */
  dryRun: BooleanFlagSchema,
  /** Used for questions whose format carries no difficulty. */
  difficulty: DifficultySchema.default('medium'),
});
export type ImportQuery = z.infer<typeof ImportQuerySchema>;

export const ImportErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** A question read from a file, with the 1-based line where it starts. */
export const ImportedQuestionSchema = z.object({
  text: z.string(),
  options: z.array(OptionSchema),
  type: QuestionTypeSchema,
  correctAnswer: z.string(),
  difficulty: DifficultySchema,
  explanation: z.string(),
  line: z.number().int(),
  /** Its text (case and whitespace aside) is already in the module or earlier in the file: it will be skipped. */
  duplicate: z.boolean(),
});
export type ImportedQuestion = z.infer<typeof ImportedQuestionSchema>;

/** How many problems and preview questions an import answer lists at most; the totals come beside them. */
export const IMPORT_LIST_MAX = 100;

/**
 * When `errors` is not empty nothing was stored and `imported` is 0. Otherwise `imported` counts the
 * questions stored (or that would be, on a dry run) and `skipped` those already in the module or
 * repeated in the file. `errors` lists the first 100 problems in file order and `errorCount` counts
 * them all; `questions` holds the first 100 questions read without error, for a preview, each marked
 * `duplicate` when it would be skipped, and `questionCount` counts them all. A 5 MiB file of broken lines thus answers in kilobytes.
 */
export const ImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(ImportErrorSchema).max(IMPORT_LIST_MAX),
  errorCount: z.number().int(),
  questions: z.array(ImportedQuestionSchema).max(IMPORT_LIST_MAX),
  questionCount: z.number().int(),
  /**
   * How many of the questions read are duplicates (see `duplicate`). Equal to `skipped` for a file
   * without errors; with errors, counted among the questions read until the first problems.
   */
  duplicateCount: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ExportQuerySchema = z.strictObject({ format: FileFormatSchema });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
