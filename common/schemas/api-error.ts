import { z } from 'zod';

/**
 * The body of every error answer: one human sentence, a stable code (`not_found`, `validation`,
 * `unauthorized`, `internal`...), plus the field problems of a validation error. The code is
 * optional in the contract (API.md promises `message` only), though the server always sends one.
 */
export const ApiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional().describe('Stable machine-readable code of the error, e.g. not_found, validation, unauthorized, internal'),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** The largest id a database column holds (PostgreSQL integer); a larger one names nothing. */
export const ID_MAX = 2_147_483_647;

/** Positive integer id in a JSON body. */
export const BodyIdSchema = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .positive()
    .max(ID_MAX, `${label} id is too large`);

/** Positive integer id in a path or query string. */
export const IdSchema = z
  .string({ error: 'Id must be a positive whole number' })
  // Digits only: Number() would also take "+1", " 1", "1e0" and "0x1" for 1.
  .regex(/^[0-9]+$/, 'Id must be a positive whole number')
  .pipe(z.coerce.number<string>().int('Id must be a positive whole number').positive('Id must be a positive whole number').max(ID_MAX, 'Id is too large'));
export const IdParamsSchema = z.strictObject({ id: IdSchema });

/** A required text field: trimmed, and empty after trimming counts as missing. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), `${label} must not contain NUL characters`);
}
