/** Field errors for the app's forms (sign-in, sign-up, admin): from the shared zod schemas before sending, and from the server's `issues` after. */
import { useEffect, type RefObject } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** Error message per field path ("name", "options.2.text"), the first problem of each. */
export type FieldErrors = Record<string, string>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** Parses form values with the same schema the server validates the body with. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { success: false, errors };
}

/** The field problems a 400 answer carries (paths like "options.2.text", as the server reports them). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (error instanceof ApiError) for (const issue of error.issues) errors[issue.path] ??= issue.message;
  return errors;
}

/** Moves focus to the first invalid field after a failed submit, so keyboard and screen-reader users land on it. */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: FieldErrors): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
