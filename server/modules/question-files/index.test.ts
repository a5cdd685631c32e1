import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, OPTION_IDS, QuestionContentSchema, type QuestionContent } from '@common/schemas/question';
import { AikenWriteError } from './aiken';
import { FILE_FORMATS, parseQuestionFile, writeQuestionFile, type FileFormat } from './index';

const opts = { defaultDifficulty: 'medium' } as const;

/** Characters each format must escape or quote, and Markdown, mixed with any printable text. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(',', '"', '""', '\n', '\n\n', ' ', '\t', '~', '=', '#', '####', '{', '}', ':', '::', '\\', '\\n', '//', '$CATEGORY:', '[', ']', '%', "'", 'A. ', 'ANSWER:', '+', '-', '@'),
  },
  { weight: 2, arbitrary: fc.constantFrom('`x`', '\n```js\n  if (a) {\n    b();\n  }\n```\n', '**bold**', '*it*', '\n- item\n  - sub\n', '  \n', '\n\n    indented') },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

const KEYS = ['A', 'B', 'C', 'D', 'AB', 'AC', 'AD', 'BC', 'BD', 'CD', 'ABC', 'ABD', 'ACD', 'BCD'];

const questionArbitrary = (text: fc.Arbitrary<string>): fc.Arbitrary<QuestionContent> =>
  fc
    .record({
      text,
      options: fc.tuple(text, text, text, text).map((texts) => texts.map((t, i) => ({ id: OPTION_IDS[i]!, text: t }))),
      correctAnswer: fc.constantFrom(...KEYS),
      difficulty: fc.constantFrom(...DIFFICULTIES),
      explanation: text,
    })
    // A valid question is what the question rules make of it: trimmed, non-empty texts, its type filled in.
    .map((candidate) => QuestionContentSchema.safeParse(candidate))
    .filter((r) => r.success)
    .map((r) => r.data);

const anyText = fc.string({ unit, minLength: 1, maxLength: 40, size: 'medium' });

const withoutLines = (questions: { line: number }[]) => questions.map(({ line: _, ...q }) => q);

describe.each(FILE_FORMATS)('%s files', (format: FileFormat) => {
  it('read back exactly what was written, Markdown byte for byte, for any valid questions of both types', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.array(questionArbitrary(anyText), { minLength: 1, maxLength: 5 }), (questions) => {
        let written: string;
        try {
          written = writeQuestionFile(format, questions);
        } catch (error) {
          // Aiken refuses a stem with a line that reads as an option or ANSWER line, or an open fence.
          expect(format).toBe('aiken');
          expect(error).toBeInstanceOf(AikenWriteError);
          refused++;
          return;
        }
        const read = parseQuestionFile(format, written, opts);
        expect(read.errors).toEqual([]);
        expect(withoutLines(read.questions)).toEqual(questions);
      }),
      { numRuns: 200 },
    );
    // The refusal is for texts built to look like Aiken's own lines, not for Markdown as such.
    expect(refused).toBeLessThan(100);
  });

  it('read a file of more than 5 MiB in full', () => {
    const one = (i: number): QuestionContent => ({
      text: `Question ${i}: ${'which of these options, "quoted" or not, is right? '.repeat(6)}`.trim(),
      options: OPTION_IDS.map((id) => ({ id, text: `Option ${id} of question ${i}, with some words to make it longer` })),
      type: i % 2 ? 'single' : 'multiple',
      correctAnswer: i % 2 ? OPTION_IDS[i % 4]! : 'BD',
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
    expect(read.questionCount).toBe(count);
    expect(withoutLines(read.questions.slice(-2))).toEqual(questions.slice(-2));
  });
});
