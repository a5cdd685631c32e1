import { answerKeyProblem, inferQuestionType, letterProblem } from '@common/rules/answers';
import { DIFFICULTIES, OPTION_IDS, OPTION_MAX, QuestionContentSchema, TEXT_MAX, type QuestionContent } from '@common/schemas/question';
import type { ParseError, ParsedQuestion } from './types';

/**
 * Checks one parsed question against the question rules; returns the question or the errors at its
 * line. `keyProblem` is what the format's own reading of the answer key found wrong: it is reported
 * first, and the other fields are still checked so that one pass names every problem of the question.
 *
 * A file holds up to tens of thousands of questions, and zod takes tens of microseconds for each:
 * seconds for a large file. So a question is first checked by hand against the same rules; zod runs
 * only for a question that fails them, to give its messages. validate.test.ts holds the two to the
 * same verdict and the same output.
 */
export function validateQuestion(candidate: Candidate, line: number, keyProblem?: string): { question?: ParsedQuestion; errors: ParseError[] } {
  if (!keyProblem) {
    const fast = quickValidate(candidate, line);
    if (fast) return { question: fast, errors: [] };
  }
  const checked: Candidate = keyProblem
    ? { text: candidate.text, options: candidate.options, type: undefined, correctAnswer: 'A', difficulty: candidate.difficulty, explanation: candidate.explanation }
    : candidate;
  // A bad key in an otherwise good question (the usual mistake) needs no zod either.
  if (keyProblem && quickValidate(checked, line)) return { errors: [{ line, message: keyProblem }] };
  const result = QuestionContentSchema.safeParse(checked);
  if (result.success && !keyProblem) return { question: { ...result.data, line }, errors: [] };
  const messages = [...new Set([...(keyProblem ? [keyProblem] : []), ...(result.success ? [] : result.error.issues.map((i) => i.message))])];
  return { errors: messages.map((message) => ({ line, message })) };
}

/**
 * A question as a parser read it, before the rules. Parsers build it with these six fields only, in
 * this order (one object shape keeps the checks fast); JSON refuses other fields before it gets here.
 */
export interface Candidate {
  text: unknown;
  options: unknown;
  type: unknown;
  correctAnswer: unknown;
  difficulty: unknown;
  explanation: unknown;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max && !trimmed.includes('\u0000') ? trimmed : undefined;
}

/**
 * What QuestionContentSchema would make of a valid candidate, with its line; undefined when the
 * candidate may not be valid. Allocates little: a large file holds a hundred thousand questions.
 */
export function quickValidate(c: Candidate, line: number): ParsedQuestion | undefined {
  const questionText = text(c.text, TEXT_MAX);
  const explanation = text(c.explanation, TEXT_MAX);
  if (questionText === undefined || explanation === undefined) return undefined;
  if (!Array.isArray(c.options) || c.options.length !== OPTION_IDS.length) return undefined;
  const options: QuestionContent['options'] = [];
  for (let i = 0; i < OPTION_IDS.length; i++) {
    const o: unknown = c.options[i];
    if (typeof o !== 'object' || o === null || Array.isArray(o)) return undefined;
    // Our parsers build options as {id, text}; JSON refuses options with other fields before this.
    const option = o as Record<string, unknown>;
    if (option.id !== OPTION_IDS[i]) return undefined;
    const optionText = text(option.text, OPTION_MAX);
    if (optionText === undefined) return undefined;
    options.push({ id: OPTION_IDS[i]!, text: optionText });
  }
  const { correctAnswer, difficulty } = c;
  // null is no type: QuestionContentSchema refuses it, and the quick check must agree with it exactly.
  const type = c.type;
  if (typeof correctAnswer !== 'string' || correctAnswer === '' || letterProblem(correctAnswer)) return undefined;
  if (type !== undefined && type !== 'single' && type !== 'multiple') return undefined;
  if (typeof difficulty !== 'string' || !(DIFFICULTIES as readonly string[]).includes(difficulty)) return undefined;
  const resolved = type ?? inferQuestionType(correctAnswer);
  if (answerKeyProblem(resolved, correctAnswer)) return undefined;
  return { text: questionText, options, type: resolved, correctAnswer, difficulty: difficulty as QuestionContent['difficulty'], explanation, line };
}
