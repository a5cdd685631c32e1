/** Importing a question file: parse, mark duplicates, and store all questions or none in one transaction. */
import type { QuestionContent } from '@common/schemas/question';
import { IMPORT_LIST_MAX, type ImportQuery, type ImportResult } from '@common/schemas/question-file';
import { nowIso, type Database } from '@server/db/database';
import { badRequest, notFound } from '@server/errors';
import * as catalog from '../catalog/repository';
import { parseQuestionFileOffLoop } from './off-loop';

export async function importQuestionFile(
  db: Database['db'],
  id: number,
  format: ImportQuery['format'],
  text: string,
  difficulty: ImportQuery['difficulty'],
  dryRun: ImportQuery['dryRun'],
): Promise<ImportResult> {
  if (!(await catalog.getModule(db, id))) throw notFound('Module');
  if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest('The file is empty');

  // Off the event loop for a large file; the answer lists at most IMPORT_LIST_MAX problems and questions.
  const parsed = await parseQuestionFileOffLoop(format, text, { defaultDifficulty: difficulty });
  /** Marks each question whose normalised text is in `seen` (the module's) or earlier in the file. */
  const markDuplicates = (seen: Set<string>) =>
    parsed.questions.map(({ line, ...question }) => {
      const key = catalog.normalizeQuestionText(question.text);
      const duplicate = seen.has(key);
      seen.add(key);
      return { question, line, duplicate };
    });
  const list = (marked: ReturnType<typeof markDuplicates>) => ({
    errors: parsed.errors.slice(0, IMPORT_LIST_MAX),
    errorCount: parsed.errorCount,
    questions: marked.slice(0, IMPORT_LIST_MAX).map(({ question, line, duplicate }) => ({ ...question, line, duplicate })),
    questionCount: parsed.questionCount,
    duplicateCount: marked.filter((m) => m.duplicate).length,
  });
  if (parsed.errorCount > 0) return { imported: 0, skipped: 0, ...list(markDuplicates(await catalog.questionTextsOf(db, id))) };
  if (parsed.questionCount === 0) throw badRequest(`No question found in the file: is it really ${format.toUpperCase()}?`);

  // Reading the module's texts and storing happen in one transaction: all questions or none.
  const { imported, skipped, listed } = await db.transaction().execute(async (trx) => {
    if (!(await catalog.getModule(trx, id))) throw notFound('Module');
    const marked = markDuplicates(await catalog.questionTextsOf(trx, id));
    const fresh: QuestionContent[] = marked.filter((m) => !m.duplicate).map((m) => m.question);
    // insertQuestions also raises the catalogue version, so every server's cache sees the new questions.
    if (!dryRun && fresh.length > 0) await catalog.insertQuestions(trx, id, fresh, nowIso());
    return { imported: fresh.length, skipped: marked.length - fresh.length, listed: list(marked) };
  });
  return { imported, skipped, ...listed };
}
