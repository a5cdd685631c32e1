import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, OPTION_IDS, QuestionContentSchema, type QuestionContent } from '../../../common/schemas/question';
import { FILE_FORMATS, parseQuestionFile, writeQuestionFile, type FileFormat } from './index';

const opts = { defaultDifficulty: 'medium' } as const;

/** Characters each format must escape or quote, mixed with any printable text. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(',', '"', '""', '\n', '\n\n', ' ', '\t', '~', '=', '#', '####', '{', '}', ':', '::', '\\', '\\n', '//', '$CATEGORY:', '[', ']', '%', "'", 'A. ', 'ANSWER:') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

const questionArbitrary = (text: fc.Arbitrary<string>): fc.Arbitrary<QuestionContent> =>
  fc
    .record({
      text,
      options: fc.tuple(text, text, text, text).map((texts) => texts.map((t, i) => ({ id: OPTION_IDS[i]!, text: t }))),
      correctAnswer: fc.constantFrom(...OPTION_IDS),
      difficulty: fc.constantFrom(...DIFFICULTIES),
      explanation: text,
    })
    // A valid question is what the question rules make of it: trimmed, non-empty texts.
    .map((candidate) => QuestionContentSchema.safeParse(candidate))
    .filter((r) => r.success)
    .map((r) => r.data);

const anyText = fc.string({ unit, minLength: 1, maxLength: 40, size: 'medium' });

/**
 * Aiken has one line per part, read by patterns: its writer folds line breaks into spaces, and a
 * question line that looks like an option or answer line would be read as one. Those are left out.
 */
const aikenText = fc
  .string({ unit, minLength: 1, maxLength: 40, size: 'medium' })
  .filter((t) => !/[\n\r\u2028\u2029]/.test(t))
  .filter((t) => !/^\s*([A-Za-z][.)]\s|ANSWER:)/i.test(t));

const withoutLines = (questions: { line: number }[]) => questions.map(({ line: _, ...q }) => q);

describe.each(FILE_FORMATS)('%s files', (format: FileFormat) => {
  it('read back exactly what was written, for any valid questions', () => {
    fc.assert(
      fc.property(fc.array(questionArbitrary(format === 'aiken' ? aikenText : anyText), { minLength: 1, maxLength: 5 }), (questions) => {
        const written = writeQuestionFile(format, questions);
        const read = parseQuestionFile(format, written, opts);
        expect(read.errors).toEqual([]);
        expect(withoutLines(read.questions)).toEqual(questions);
      }),
      { numRuns: 150 },
    );
  });

  it('read a file of more than 5 MiB in full', () => {
    const one = (i: number): QuestionContent => ({
      text: `Question ${i}: ${'which of these options, "quoted" or not, is right? '.repeat(6)}`.trim(),
      options: OPTION_IDS.map((id) => ({ id, text: `Option ${id} of question ${i}, with some words to make it longer` })),
      correctAnswer: OPTION_IDS[i % 4]!,
      difficulty: DIFFICULTIES[i % 3]!,
      explanation: `Explanation of question ${i}: ${'a sentence of reasons. '.repeat(8)}`.trim(),
    });
    const perQuestion = writeQuestionFile(format, [one(0), one(1)]).length - writeQuestionFile(format, [one(0)]).length;
    const count = Math.ceil((5 * 1024 * 1024) / perQuestion) + 10;
    const questions = Array.from({ length: count }, (_, i) => one(i));
    const text = writeQuestionFile(format, questions);
    expect(Buffer.byteLength(text)).toBeGreaterThan(5 * 1024 * 1024);
    const read = parseQuestionFile(format, text, opts);
    expect(read.errors).toEqual([]);
    expect(read.questions).toHaveLength(count);
    expect(withoutLines([read.questions[count - 1]!])).toEqual([questions[count - 1]]);
  });
});
