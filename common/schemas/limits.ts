/**
 * Plain limits of the user schemas (user.ts), without zod, so a client page can show them (a hint,
 * a length check) without loading zod with its first paint.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
