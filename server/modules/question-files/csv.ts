/**
 * CSV (RFC 4180): a header `text,A,B,C,D,correct,difficulty,explanation`, plus an optional `type`
 * column (names in any case and in any order, no other column: a fifth option or a misspelt name must
 * not be dropped unseen), then one question per record. Fields may be quoted, with `""` for a quote
 * and commas and line breaks inside the quotes, so Markdown keeps its line breaks and indentation.
 * `correct` is one letter, or two or three for a multiple-answer question (`AC`, or `"A,C"` quoted).
 * An empty difficulty cell takes the default; an empty type is inferred from the letters.
 *
 * Against formula injection (OWASP, "CSV Injection"), the writer puts a `'` before a cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return, and before a cell that already starts with `'`s
 * followed by one of those; the reader takes exactly one `'` off such a cell, so a file written here
 * reads back byte for byte and a spreadsheet shows the cell as text.
 */
import { OPTION_IDS, type QuestionContent } from '@common/schemas/question';
import { addChecked, addError, emptyResult, normalizeText, type ParseOptions, type ParseResult } from './types';
import { readAnswerKey } from './answer-key';
import { validateQuestion } from './validate';

export const CSV_COLUMNS = ['text', 'A', 'B', 'C', 'D', 'correct', 'difficulty', 'explanation'] as const;
/** Columns a file may leave out. */
const OPTIONAL_COLUMNS = ['type'] as const;
type Column = (typeof CSV_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

const FORMULA_START = '=+-@\t\r';

/** True for a cell a spreadsheet would run as a formula once one leading `'` is taken off. */
function guarded(value: string): boolean {
  let i = 0;
  while (value[i] === "'") i++;
  return i < value.length && FORMULA_START.includes(value[i]!);
}

/** The cell as written, without the `'` the writer put before a formula-like text. */
function unguard(value: string): string {
  return value.startsWith("'") && guarded(value) ? value.slice(1) : value;
}

interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  /** The first MAX_FIELDS fields; `fieldCount` counts them all. */
  fields: string[];
  fieldCount: number;
  /** Why the record could not be read; its fields are then incomplete. */
  error?: string;
}

/** More fields than any header can have: beyond this a record's fields are counted, not kept. */
const MAX_FIELDS = 64;

/**
 * Splits LF-only text into records, in one pass, handing each to `onRecord` as it is read (a file of
 * millions of tiny rows is never held as records). A record that breaks the quoting rules carries its
 * error and is skipped up to the end of its line; an unclosed quote swallows the rest of the file, so
 * reading stops there. Blank lines are skipped.
 */
export function readCsvRecords(text: string, onRecord: (record: CsvRecord) => void): void {
  const n = text.length;
  let i = 0;
  let line = 1;

  while (i < n) {
    const record: CsvRecord = { line, fields: [], fieldCount: 0 };
    for (;;) {
      // A quoted field, possibly after spaces a spreadsheet would not write but a person might.
      let j = i;
      while (j < n && (text[j] === ' ' || text[j] === '\t')) j++;
      let value: string;
      if (text[j] === '"') {
        const parts: string[] = [];
        let k = j + 1;
        for (;;) {
          const quote = text.indexOf('"', k);
          if (quote === -1) {
            record.error = 'A quoted field is never closed: a closing " is missing';
            onRecord(record);
            return;
          }
          const chunk = text.slice(k, quote);
          parts.push(chunk);
          line += countNewlines(chunk);
          if (text[quote + 1] === '"') {
            parts.push('"');
            k = quote + 2;
            continue;
          }
          k = quote + 1;
          break;
        }
        while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
        i = k;
        value = parts.length === 1 ? parts[0]! : parts.join('');
        if (i < n && text[i] !== ',' && text[i] !== '\n') {
          record.error = 'A closing quote must be followed by a comma or the end of the line (write "" for a quote inside a quoted field)';
          const end = text.indexOf('\n', i);
          i = end === -1 ? n : end + 1;
          line++;
          break;
        }
      } else {
        let k = i;
        while (k < n && text[k] !== ',' && text[k] !== '\n') k++;
        value = text.slice(i, k);
        i = k;
      }
      if (record.fieldCount++ < MAX_FIELDS) record.fields.push(value);
      if (i >= n) break;
      if (text[i] === ',') {
        i++;
        continue;
      }
      // text[i] is the line feed that ends the record.
      i++;
      line++;
      break;
    }
    const blank = record.fieldCount === 1 && record.fields[0]!.trim() === '';
    if (!blank || record.error) onRecord(record);
  }
}

function countNewlines(s: string): number {
  let count = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) count++;
  return count;
}

/** Names a file gave, shortened, for a message: a header of a million columns must not make a megabyte one. */
function listOf(names: readonly string[]): string {
  const shown = names.slice(0, 5).map((n) => (n.length > 30 ? `${n.slice(0, 30)}…` : n));
  return names.length > 5 ? `${shown.join(', ')} and ${names.length - 5} more` : shown.join(', ');
}

export function parseCsv(text: string, options: ParseOptions): ParseResult {
  const result = emptyResult();
  let header: { fieldCount: number; col: (record: CsvRecord, column: Column) => string } | undefined;
  let refused = false;
  readCsvRecords(normalizeText(text), (record) => {
    if (refused) return;
    if (!header) {
      const problem = record.error ?? headerProblem(record);
      if (problem) {
        addError(result, record.line, problem);
        refused = true;
        return;
      }
      header = headerOf(record);
      return;
    }
    if (record.error) return addError(result, record.line, record.error);
    if (record.fieldCount !== header.fieldCount) {
      const { fieldCount } = header;
      return addError(result, record.line, () => `This row has ${record.fieldCount} fields but the header has ${fieldCount} (put quotes around a text that holds a comma)`);
    }
    const col = (column: Column) => header!.col(record, column);
    const difficulty = col('difficulty').trim().toLowerCase();
    const key = readAnswerKey(col('correct'), col('type'), 'The correct column');
    addChecked(
      result,
      validateQuestion(
        {
          text: col('text'),
          options: OPTION_IDS.map((id) => ({ id, text: col(id) })),
          type: 'key' in key ? key.type : undefined,
          correctAnswer: 'key' in key ? key.key : '',
          difficulty: difficulty === '' ? options.defaultDifficulty : difficulty,
          explanation: col('explanation'),
        },
        record.line,
        'problem' in key ? key.problem : undefined,
      ),
    );
  });
  return result;
}

/** Why a header cannot be used, or undefined. */
function headerProblem(header: CsvRecord): string | undefined {
  if (header.fieldCount > MAX_FIELDS) return `The header has ${header.fieldCount} columns: it must name the columns ${CSV_COLUMNS.join(', ')}`;
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const name of header.fields) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  const known = new Set<string>([...CSV_COLUMNS, ...OPTIONAL_COLUMNS].map((c) => c.toLowerCase()));
  const missing = CSV_COLUMNS.filter((c) => !seen.has(c.toLowerCase()));
  const unknown = header.fields.map((name) => name.trim()).filter((name) => !known.has(name.toLowerCase()));
  if (missing.length === 0 && unknown.length === 0 && duplicates.size === 0) return undefined;
  const problems = [
    ...(missing.length > 0 ? [`missing: ${missing.join(', ')}`] : []),
    ...(unknown.length > 0 ? [`unknown: ${listOf(unknown.map((n) => (n === '' ? '(empty)' : n)))}`] : []),
    ...(duplicates.size > 0 ? [`repeated: ${listOf([...duplicates])}`] : []),
  ];
  return `The header must name the columns ${CSV_COLUMNS.join(', ')} (${problems.join('; ')})`;
}

function headerOf(header: CsvRecord) {
  const index = new Map<string, number>();
  header.fields.forEach((name, i) => index.set(name.trim().toLowerCase(), i));
  const at = new Map<Column, number | undefined>([...CSV_COLUMNS, ...OPTIONAL_COLUMNS].map((c) => [c, index.get(c.toLowerCase())]));
  return {
    fieldCount: header.fieldCount,
    col: (record: CsvRecord, column: Column) => {
      const i = at.get(column);
      return i === undefined ? '' : unguard(record.fields[i] ?? '');
    },
  };
}

function field(raw: string): string {
  const value = guarded(raw) ? `'${raw}` : raw;
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Writes CRLF records, as RFC 4180 says, after a byte-order mark: without it, spreadsheet programs
 * read UTF-8 as a legacy code page and garble every accented letter. The parser accepts both.
 */
export function writeCsv(questions: readonly QuestionContent[]): string {
  const rows = questions.map((q) => [q.text, ...q.options.map((o) => o.text), q.correctAnswer, q.difficulty, q.explanation].map(field).join(','));
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
