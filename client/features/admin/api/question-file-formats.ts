/** How the admin panel names and explains the question-file formats of common/schemas/question-file.ts. */
import { FILE_EXTENSIONS, FILE_FORMATS, type FileFormat } from '@common/schemas/question-file';

export { FILE_FORMATS, type FileFormat };

export const FORMAT_INFO: Record<FileFormat, { label: string; extension: string; hint: string }> = {
  aiken: {
    label: 'Aiken',
    extension: FILE_EXTENSIONS.aiken,
    hint: 'Question line, A. to D. options, ANSWER: B (or ANSWER: A, C for a choose-two question), optional DIFFICULTY: and EXPLANATION: lines; a blank line between questions.',
  },
  gift: {
    label: 'GIFT',
    extension: FILE_EXTENSIONS.gift,
    hint: 'One = answer and three ~ answers, or, for a choose-two question, ~%50% before each right answer and ~%-100% before the others; feedback after #### is the explanation; // difficulty: hard sets the difficulty.',
  },
  csv: { label: 'CSV', extension: FILE_EXTENSIONS.csv, hint: 'Header text,A,B,C,D,correct,difficulty,explanation; one question per row; correct is B, or AC for several.' },
  json: { label: 'JSON', extension: FILE_EXTENSIONS.json, hint: 'An array of {text, options, correctAnswer, difficulty, explanation}; correctAnswer is "B", or "AC" for several.' },
};

/** The file name endings the import reads. */
export const IMPORT_EXTENSIONS = ['aiken', 'gift', 'csv', 'json', 'txt'] as const;

/** A file name's ending, lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The format a file name suggests, or null when its extension says nothing. A .txt file suggests Aiken
 * (what an export writes), but may hold GIFT: the import dialog lets its content decide (detectTextFormat).
 */
export function formatFromFileName(name: string): FileFormat | null {
  const ext = extensionOf(name);
  if (ext === 'txt' || ext === 'aiken') return 'aiken';
  if (ext === 'gift') return 'gift';
  if (ext === 'csv') return 'csv';
  if (ext === 'json') return 'json';
  return null;
}

/**
 * Aiken or GIFT, told from a plain-text file's content, or null when it looks like neither (or both).
 * Aiken has an "ANSWER:" line after lettered options; GIFT puts its answers in braces with = and ~.
 */
export function detectTextFormat(text: string): 'aiken' | 'gift' | null {
  const aiken = /^\s*ANSWER\s*:\s*[A-Da-d]/m.test(text) && /^\s*[A-Da-d][.)]\s+\S/m.test(text);
  const gift = /\{[^{}]*[=~][^{}]*\}/.test(text) || /^\s*::[^:]+::/m.test(text);
  if (aiken === gift) return null;
  return aiken ? 'aiken' : 'gift';
}
