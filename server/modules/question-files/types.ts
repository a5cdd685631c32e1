import type { Difficulty, QuestionContent } from '@common/schemas/question';
import { IMPORT_LIST_MAX } from '@common/schemas/question-file';

export const FILE_FORMATS = ['aiken', 'gift', 'csv', 'json'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export interface ParsedQuestion extends QuestionContent {
  /** 1-based line where the question starts in the file. */
  line: number;
}

export interface ParseError {
  line: number;
  message: string;
}

export interface ParseResult {
  /**
   * The questions read without error, in file order: all of them while the file has no error (an
   * import stores them), only the first IMPORT_LIST_MAX once it has one (nothing will be stored).
   */
  questions: ParsedQuestion[];
  /** How many questions were read without error in all. */
  questionCount: number;
  /** The first IMPORT_LIST_MAX problems, in file order. */
  errors: ParseError[];
  /** How many problems there are in all. */
  errorCount: number;
}

export interface ParseOptions {
  /** Used for questions whose format carries no difficulty. */
  defaultDifficulty: Difficulty;
}

export function emptyResult(): ParseResult {
  return { questions: [], questionCount: 0, errors: [], errorCount: 0 };
}

/**
 * Records problems: the first IMPORT_LIST_MAX are kept, the rest only counted, so a file of a million
 * broken lines costs a counter rather than a million messages. From the first problem on, questions
 * are kept only for the preview.
 */
export function addErrors(result: ParseResult, errors: readonly ParseError[]): void {
  for (const error of errors) addError(result, error.line, error.message);
}

/** As addErrors for one problem; a message given as a function is only written when it is kept. */
export function addError(result: ParseResult, line: number, message: string | (() => string)): void {
  if (result.errorCount === 0 && result.questions.length > IMPORT_LIST_MAX) result.questions.length = IMPORT_LIST_MAX;
  result.errorCount++;
  if (result.errors.length < IMPORT_LIST_MAX) result.errors.push({ line, message: typeof message === 'string' ? message : message() });
}

export function addQuestion(result: ParseResult, question: ParsedQuestion): void {
  result.questionCount++;
  if (result.errorCount === 0 || result.questions.length < IMPORT_LIST_MAX) result.questions.push(question);
}

/** Adds what validateQuestion found. */
export function addChecked(result: ParseResult, checked: { question?: ParsedQuestion; errors: ParseError[] }): void {
  if (checked.question) addQuestion(result, checked.question);
  addErrors(result, checked.errors);
}

/** Removes a UTF-8 byte-order mark and turns CRLF and CR line ends into LF. */
export function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
