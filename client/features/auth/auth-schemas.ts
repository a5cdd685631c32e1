/**
 * The zod schemas the auth forms validate with before sending. Load it with loadAuthSchemas
 * (load-auth-schemas.ts), never with a static import: it brings zod.
 */
export { EmailSchema, LoginBodySchema, RegisterBodySchema } from '../../../common/schemas/user';
