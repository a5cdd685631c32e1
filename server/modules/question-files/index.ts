/** Question files in and out: one entry point per direction for every supported format. */
import type { QuestionContent } from '@common/schemas/question';
import { parseAiken, writeAiken } from './aiken';
import { parseCsv, writeCsv } from './csv';
import { parseGift, writeGift } from './gift';
import { parseJson, writeJson } from './json';
import type { FileFormat, ParseOptions, ParseResult } from './types';

export { FILE_FORMATS, type FileFormat, type ParseResult, type ParsedQuestion, type ParseError } from './types';

const parsers: Record<FileFormat, (text: string, options: ParseOptions) => ParseResult> = {
  aiken: parseAiken,
  gift: parseGift,
  csv: parseCsv,
  json: parseJson,
};

/**
 * Every writer writes what its parser reads, so an export imports back as the same questions, Markdown
 * byte for byte. Aiken's writer refuses (AikenWriteError) a question whose text it cannot hold.
 */
const writers: Record<FileFormat, (questions: readonly QuestionContent[]) => string> = {
  aiken: writeAiken,
  gift: writeGift,
  csv: writeCsv,
  json: writeJson,
};

export function parseQuestionFile(format: FileFormat, text: string, options: ParseOptions): ParseResult {
  return parsers[format](text, options);
}

export function writeQuestionFile(format: FileFormat, questions: readonly QuestionContent[]): string {
  return writers[format](questions);
}
