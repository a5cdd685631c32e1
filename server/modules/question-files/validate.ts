import { QuestionContentSchema } from '../../../common/schemas/question';
import type { ParseError, ParsedQuestion } from './types';

/** Checks one parsed question against the question rules; returns the question or the errors at its line. */
export function validateQuestion(candidate: unknown, line: number): { question?: ParsedQuestion; errors: ParseError[] } {
  const result = QuestionContentSchema.safeParse(candidate);
  if (result.success) return { question: { ...result.data, line }, errors: [] };
  const messages = [...new Set(result.error.issues.map((i) => i.message))];
  return { errors: messages.map((message) => ({ line, message })) };
}
