import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPTION_MAX, QuestionContentSchema, TEXT_MAX } from '@common/schemas/question';
import { quickValidate, validateQuestion, type Candidate } from './validate';

const text = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('', '  ', ' x ', '\u0000', 'a\u0000b', '\n\t', 'x'.repeat(OPTION_MAX), 'x'.repeat(OPTION_MAX + 1), ` ${'y'.repeat(TEXT_MAX)} `, 'z'.repeat(TEXT_MAX + 1)),
  fc.constant(undefined),
  fc.integer(),
);
const ids = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'a', undefined);
const option = fc.oneof({ weight: 8, arbitrary: fc.record({ id: ids, text }) }, { weight: 1, arbitrary: fc.constantFrom(null, 'A', [], 3) });
const options = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(text, text, text, text).map((t) => t.map((x, i) => ({ id: 'ABCD'[i], text: x }))) },
  { weight: 2, arbitrary: fc.array(option, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, 'ABCD', null) },
);
const candidate: fc.Arbitrary<Candidate> = fc.record({
  text,
  options,
  type: fc.constantFrom(undefined, null, 'single', 'multiple', 'Single', 'both', 1),
  correctAnswer: fc.constantFrom('', 'A', 'D', 'AC', 'CA', 'ABD', 'ABCD', 'AA', 'E', 'a', ' A', 3, undefined),
  difficulty: fc.constantFrom('easy', 'medium', 'hard', 'Easy', '', undefined),
  explanation: text,
});

describe('the quick check of the question rules', () => {
  it('gives the same verdict and the same question as QuestionContentSchema, for any candidate', () => {
    fc.assert(
      fc.property(candidate, (c) => {
        const zod = QuestionContentSchema.safeParse(c);
        const quick = quickValidate(c, 7);
        if (zod.success) expect(quick).toEqual({ ...zod.data, line: 7 });
        else expect(quick).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses a null type as the schema does (found by the property above: the quick check once read null as no type)', () => {
    const c: Candidate = { text: 'Q?', options: 'ABCD'.split('').map((id) => ({ id, text: id })), type: null, correctAnswer: 'D', difficulty: 'easy', explanation: 'x' };
    expect(QuestionContentSchema.safeParse(c).success).toBe(false);
    expect(quickValidate(c, 7)).toBeUndefined();
    expect(quickValidate({ ...c, type: undefined }, 7)).toMatchObject({ type: 'single', correctAnswer: 'D' });
  });

  it('reports a bad key read by a parser first, then what the rules find in the other fields', () => {
    const c: Candidate = { text: 'Q?', options: 'ABCD'.split('').map((id) => ({ id, text: id })), type: undefined, correctAnswer: '', difficulty: 'hard', explanation: 'x' };
    expect(validateQuestion(c, 3, 'ANSWER names no option')).toEqual({ errors: [{ line: 3, message: 'ANSWER names no option' }] });
    expect(validateQuestion({ ...c, difficulty: 'extreme' }, 3, 'ANSWER names no option')).toEqual({
      errors: [
        { line: 3, message: 'ANSWER names no option' },
        { line: 3, message: 'Difficulty must be easy, medium or hard' },
      ],
    });
  });
});
