import { z } from 'zod';
import { requiredText } from './api-error';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits';

export { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN };

/** Passwords are never trimmed: every character counts. */
export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ error: 'Email must be a valid email address' }));

export const RegisterBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  // Login accepts any stored password length; the length rules apply when one is chosen.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthResultSchema = UserSchema.extend({ accessToken: z.string() });
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const CurrentUserSchema = UserSchema.extend({ createdAt: z.string() });
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.strictObject({
  password: PasswordSchema,
  access_token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200, 'Invalid or expired reset link'),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
