/**
 * Field errors from the server for the app's forms: the `issues` of a 400 answer, by field path. The
 * checks before sending are the form pattern's (components/form/use-zod-form.ts, docs/architecture.md "Forms").
 */
import { ApiError } from './api-client';

/** Error message per field path ("name", "options.2.text"), the first problem of each. */
export type FieldErrors = Record<string, string>;

/** The field problems a 400 answer carries (paths like "options.2.text", as the server reports them). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiError) for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}
