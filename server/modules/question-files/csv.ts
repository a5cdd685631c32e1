/**
 * CSV (RFC 4180): a header `text,A,B,C,D,correct,difficulty,explanation` (names in any case and in any
 * order, no other column: a fifth option or a misspelt name must not be dropped unseen), then one
 * question per record. Fields may be quoted, with `""` for a
 * quote and commas and line breaks inside the quotes. An empty difficulty cell takes the default.
 */
import { OPTION_IDS, type QuestionContent } from '../../../common/schemas/question';
import { normalizeText, type ParseError, type ParseOptions, type ParseResult } from './types';
import { validateQuestion } from './validate';

export const CSV_COLUMNS = ['text', 'A', 'B', 'C', 'D', 'correct', 'difficulty', 'explanation'] as const;
type Column = (typeof CSV_COLUMNS)[number];

interface CsvRecord {
  /** 1-based physical line where the record starts. */
  line: number;
  fields: string[];
}

/**
 * Splits LF-only text into records. A record that breaks the quoting rules is reported and skipped up
 * to the end of its line; an unclosed quote swallows the rest of the file, so reading stops there.
 */
export function readCsvRecords(text: string): { records: CsvRecord[]; errors: ParseError[] } {
  const records: CsvRecord[] = [];
  const errors: ParseError[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;

  const skipToNextLine = () => {
    const end = text.indexOf('\n', i);
    i = end === -1 ? n : end + 1;
    line++;
  };

  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let broken = false;
    for (;;) {
      // A quoted field, possibly after spaces a spreadsheet would not write but a person might.
      let j = i;
      while (j < n && (text[j] === ' ' || text[j] === '\t')) j++;
      if (text[j] === '"') {
        let value = '';
        let k = j + 1;
        for (;;) {
          const quote = text.indexOf('"', k);
          if (quote === -1) {
            errors.push({ line: start, message: 'A quoted field is never closed: a closing " is missing' });
            return { records, errors };
          }
          const chunk = text.slice(k, quote);
          value += chunk;
          line += countNewlines(chunk);
          if (text[quote + 1] === '"') {
            value += '"';
            k = quote + 2;
            continue;
          }
          k = quote + 1;
          break;
        }
        while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
        i = k;
        fields.push(value);
        if (i < n && text[i] !== ',' && text[i] !== '\n') {
          errors.push({ line: start, message: 'A closing quote must be followed by a comma or the end of the line (write "" for a quote inside a quoted field)' });
          broken = true;
          skipToNextLine();
          break;
        }
      } else {
        let k = i;
        while (k < n && text[k] !== ',' && text[k] !== '\n') k++;
        fields.push(text.slice(i, k));
        i = k;
      }
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
    if (broken) continue;
    const blank = fields.length === 1 && fields[0]!.trim() === '';
    if (!blank) records.push({ line: start, fields });
  }
  return { records, errors };
}

function countNewlines(s: string): number {
  let count = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) count++;
  return count;
}

export function parseCsv(text: string, options: ParseOptions): ParseResult {
  const result: ParseResult = { questions: [], errors: [] };
  const { records, errors } = readCsvRecords(normalizeText(text));
  result.errors.push(...errors);
  const [header, ...rows] = records;
  if (!header) return result;

  const index = new Map<string, number>();
  const duplicates = new Set<string>();
  header.fields.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (index.has(key)) duplicates.add(key);
    else index.set(key, i);
  });
  const known = new Set<string>(CSV_COLUMNS.map((c) => c.toLowerCase()));
  const missing = CSV_COLUMNS.filter((c) => !index.has(c.toLowerCase()));
  const unknown = header.fields.map((name) => name.trim()).filter((name) => !known.has(name.toLowerCase()));
  if (missing.length > 0 || unknown.length > 0 || duplicates.size > 0) {
    const problems = [
      ...(missing.length > 0 ? [`missing: ${missing.join(', ')}`] : []),
      ...(unknown.length > 0 ? [`unknown: ${unknown.map((n) => (n === '' ? '(empty)' : n)).join(', ')}`] : []),
      ...(duplicates.size > 0 ? [`repeated: ${[...duplicates].join(', ')}`] : []),
    ];
    result.errors.unshift({ line: header.line, message: `The header must name the columns ${CSV_COLUMNS.join(', ')} (${problems.join('; ')})` });
    return result;
  }
  const col = (record: CsvRecord, column: Column) => record.fields[index.get(column.toLowerCase())!] ?? '';

  for (const row of rows) {
    if (row.fields.length !== header.fields.length) {
      result.errors.push({
        line: row.line,
        message: `This row has ${row.fields.length} fields but the header has ${header.fields.length} (put quotes around a text that holds a comma)`,
      });
      continue;
    }
    const difficulty = col(row, 'difficulty').trim().toLowerCase();
    const { question, errors: rowErrors } = validateQuestion(
      {
        text: col(row, 'text'),
        options: OPTION_IDS.map((id) => ({ id, text: col(row, id) })),
        correctAnswer: col(row, 'correct').trim().toUpperCase(),
        difficulty: difficulty === '' ? options.defaultDifficulty : difficulty,
        explanation: col(row, 'explanation'),
      },
      row.line,
    );
    if (question) result.questions.push(question);
    result.errors.push(...rowErrors);
  }
  result.errors.sort((a, b) => a.line - b.line);
  return result;
}

function field(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Writes CRLF records, as RFC 4180 says, after a byte-order mark: without it, spreadsheet programs
 * read UTF-8 as a legacy code page and garble every accented letter. The parser accepts both.
 */
export function writeCsv(questions: readonly QuestionContent[]): string {
  const rows = questions.map((q) =>
    [q.text, ...q.options.map((o) => o.text), q.correctAnswer, q.difficulty, q.explanation].map(field).join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
