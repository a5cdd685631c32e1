import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportResult } from '@common/schemas/question-file';
import { createTestApp, engines, makeQuestion, registerAdmin, seedCatalog, type TestApp } from '@server/test/helpers';
import { writeQuestionFile } from './index';

describe.each(engines)('duplicates in an import preview on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let moduleId: number;
  beforeEach(async () => {
    t = await createTestApp(engine);
    headers = (await registerAdmin(t.app)).headers;
    moduleId = (await seedCatalog(t.database, 1)).moduleId; // holds "Question 0: which option is right?" and more
  });
  afterEach(() => t.close());

  const preview = async (file: string): Promise<ImportResult> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/modules/${moduleId}/questions/import?format=json&dryRun=true`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: file,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('marks each question already in the module or earlier in the file, whatever its case and spacing', async () => {
    const result = await preview(
      writeQuestionFile('json', [
        { ...makeQuestion(0), text: '  QUESTION 0:   which option\nis RIGHT? ' },
        makeQuestion(900),
        { ...makeQuestion(900), text: makeQuestion(900).text.toUpperCase(), explanation: 'Same text, other explanation.' },
        makeQuestion(901),
      ]),
    );
    expect(result.questions.map((q) => q.duplicate)).toEqual([true, false, true, false]);
    expect(result).toMatchObject({ imported: 2, skipped: 2, duplicateCount: 2, questionCount: 4 });
  });

  it('marks every question of a file the module already holds, and would add none', async () => {
    const result = await preview(writeQuestionFile('json', [makeQuestion(0), { ...makeQuestion(0), text: makeQuestion(0).text.toLowerCase() }]));
    expect(result.questions.map((q) => q.duplicate)).toEqual([true, true]);
    expect(result).toMatchObject({ imported: 0, skipped: 2, duplicateCount: 2 });
  });

  it('still marks duplicates among the questions read when the file has errors', async () => {
    const file = writeQuestionFile('json', [makeQuestion(0), makeQuestion(902, 'hard')]).replace('"difficulty": "hard"', '"difficulty": "extreme"');
    const result = await preview(file);
    expect(result.errorCount).toBeGreaterThan(0);
    expect(result.imported).toBe(0);
    expect(result.questions.map((q) => [q.text, q.duplicate])).toEqual([[makeQuestion(0).text, true]]);
    expect(result.duplicateCount).toBe(1);
  });
});
