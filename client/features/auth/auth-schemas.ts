/**
 * The zod schemas the auth forms validate with before sending. Load it with loadAuthSchemas
 * (load-auth-schemas.ts), never with a static import: it brings zod.
 */
import { z } from 'zod';
import { PasswordSchema } from '@common/schemas/user';

export { ForgotPasswordBodySchema, LoginBodySchema, RegisterBodySchema } from '@common/schemas/user';

export const RESET_MISSING = 'Please fill in all fields.';
export const RESET_MISMATCH = 'Please make sure both passwords are the same.';

/**
 * The reset form: both boxes filled, the same password twice, then the password rules of the server
 * (PasswordSchema), said as sentences; one problem at a time, in that order.
 */
export const ResetPasswordFormSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    if (password === '' || confirm === '') {
      if (password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: RESET_MISSING });
      if (confirm === '') ctx.addIssue({ code: 'custom', path: ['confirm'], message: RESET_MISSING });
      return;
    }
    if (password !== confirm) return ctx.addIssue({ code: 'custom', path: ['confirm'], message: RESET_MISMATCH });
    const rules = PasswordSchema.safeParse(password);
    if (!rules.success) ctx.addIssue({ code: 'custom', path: ['password'], message: `${rules.error.issues[0]?.message ?? 'Invalid password'}.` });
  })
  .transform(({ password }) => ({ password }));
