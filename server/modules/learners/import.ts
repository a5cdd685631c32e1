/**
 * Reads a CSV of learners to import: a header naming `email`, `firstName` and `lastName` (in any
 * order and case, no other column), then one learner per record (RFC 4180, as question files).
 */
import { z } from 'zod';
import { EmailSchema } from '@common/schemas/user';
import { requiredText } from '@common/schemas/api-error';
import { readCsvRecords } from '../question-files/csv';
import { normalizeText } from '../question-files/types';

export const IMPORT_COLUMNS = ['email', 'firstName', 'lastName'] as const;
/** Problems listed at most; a larger file's others are not worth reading one by one. */
export const MAX_ERRORS = 100;

const RowSchema = z.object({ email: EmailSchema, firstName: requiredText('First name', 100), lastName: requiredText('Last name', 100) });

export interface ImportRow {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
}

export interface ParsedImport {
  rows: ImportRow[];
  errors: { line: number; message: string }[];
  /** A problem that stops reading the file (no header, an empty file). */
  fatal?: string;
}

export function parseLearnerCsv(input: string): ParsedImport {
  const result: ParsedImport = { rows: [], errors: [] };
  const addError = (line: number, message: string) => {
    if (result.errors.length < MAX_ERRORS) result.errors.push({ line, message });
  };
  let columns: Map<string, number> | null = null;
  let fieldCount = 0;
  const firstLine = new Map<string, number>();
  readCsvRecords(normalizeText(input), (record) => {
    if (result.fatal) return;
    if (!columns) {
      const names = record.fields.map((f) => f.trim().toLowerCase());
      const wanted = IMPORT_COLUMNS.map((c) => c.toLowerCase());
      if (record.error || names.length !== wanted.length || !wanted.every((c) => names.includes(c))) {
        result.fatal = `The first line must be the header ${IMPORT_COLUMNS.join(',')}`;
        return;
      }
      columns = new Map(IMPORT_COLUMNS.map((c) => [c, names.indexOf(c.toLowerCase())]));
      fieldCount = record.fieldCount;
      return;
    }
    if (record.error) return addError(record.line, record.error);
    if (record.fieldCount !== fieldCount) return addError(record.line, `This row has ${record.fieldCount} fields but the header has ${fieldCount}`);
    const cols = columns;
    const cell = (c: (typeof IMPORT_COLUMNS)[number]) => record.fields[cols.get(c)!] ?? '';
    const parsed = RowSchema.safeParse({ email: cell('email'), firstName: cell('firstName'), lastName: cell('lastName') });
    if (!parsed.success) return addError(record.line, parsed.error.issues.map((i) => i.message).join('; '));
    const key = parsed.data.email.toLowerCase();
    const earlier = firstLine.get(key);
    if (earlier !== undefined) return addError(record.line, `${parsed.data.email} is already on line ${earlier}`);
    firstLine.set(key, record.line);
    result.rows.push({ line: record.line, ...parsed.data });
  });
  if (!columns && !result.fatal) result.fatal = `The file is empty: the first line must be the header ${IMPORT_COLUMNS.join(',')}`;
  return result;
}
