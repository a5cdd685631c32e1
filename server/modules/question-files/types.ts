import type { Difficulty, QuestionContent } from '../../../common/schemas/question';

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
  questions: ParsedQuestion[];
  errors: ParseError[];
}

export interface ParseOptions {
  /** Used for questions whose format carries no difficulty. */
  defaultDifficulty: Difficulty;
}

/** Removes a UTF-8 byte-order mark and turns CRLF and CR line ends into LF. */
export function normalizeText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}
