import { z } from 'zod';

export const AdminCredentialsSchema = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(64, 'Username must be at most 64 characters')
    .refine((v) => !v.includes('\u0000'), 'Username must not contain NUL characters'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password must be at most 256 characters long'),
});
export type AdminCredentials = z.infer<typeof AdminCredentialsSchema>;

/** Registration asks more of a new password than login asks of an existing one. */
export const AdminRegisterSchema = AdminCredentialsSchema.extend({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').min(8, 'Password must be at least 8 characters long').max(256, 'Password must be at most 256 characters long'),
});

export const AdminSchema = z.object({ id: z.number().int(), username: z.string() });
export type Admin = z.infer<typeof AdminSchema>;

export const AdminStatusSchema = z.object({ registrationOpen: z.boolean() });
export type AdminStatus = z.infer<typeof AdminStatusSchema>;

/** An administrator in the list of administrators. */
export const AdminListItemSchema = z.object({ id: z.number().int(), username: z.string(), createdAt: z.string() });
export type AdminListItem = z.infer<typeof AdminListItemSchema>;

export const AdminDeleteQuerySchema = z.strictObject({ confirm: z.literal('self', { error: 'confirm must be self' }).optional() });
