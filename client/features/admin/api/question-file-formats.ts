/** How the admin panel names and explains the question-file formats of common/schemas/question-file.ts. */
import { FILE_EXTENSIONS, FILE_FORMATS, type FileFormat } from '../../../../common/schemas/question-file';

export { FILE_FORMATS, type FileFormat };

export const FORMAT_INFO: Record<FileFormat, { label: string; extension: string; hint: string }> = {
  aiken: { label: 'Aiken', extension: FILE_EXTENSIONS.aiken, hint: 'Question line, A. to D. options, ANSWER: B (or ANSWER: A, C for a choose-two question), optional DIFFICULTY: and EXPLANATION: lines; a blank line between questions.' },
  gift: { label: 'GIFT', extension: FILE_EXTENSIONS.gift, hint: 'One = answer and three ~ answers, or, for a choose-two question, ~%50% before each right answer and ~%-100% before the others; feedback after #### is the explanation; // difficulty: hard sets the difficulty.' },
  csv: { label: 'CSV', extension: FILE_EXTENSIONS.csv, hint: 'Header text,A,B,C,D,correct,difficulty,explanation; one question per row; correct is B, or AC for several.' },
  json: { label: 'JSON', extension: FILE_EXTENSIONS.json, hint: 'An array of {text, options, correctAnswer, difficulty, explanation}; correctAnswer is "B", or "AC" for several.' },
};

/** The format a file name suggests, or null when its extension says nothing. */
export function formatFromFileName(name: string): FileFormat | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  if (ext === 'txt' || ext === 'aiken') return 'aiken';
  if (ext === 'gift') return 'gift';
  if (ext === 'csv') return 'csv';
  if (ext === 'json') return 'json';
  return null;
}
