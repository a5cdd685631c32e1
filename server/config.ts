/** The environment, parsed once. A bad variable stops the start with every problem listed. */
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .default('file:./data/app.db')
    .refine((u) => u.startsWith('file:') || /^postgres(ql)?:\/\//.test(u), 'must start with file: or postgres://'),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().default('./data/mail'),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  SEED_DEMO: bool.default(true),
  QUIZ_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  CLIENT_DIR: z.string().default('./dist/client'),
  CONTENT_DIR: z.string().default('./content'),
  TRUST_PROXY: bool.default(false),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailDir: string;
  mailFrom: string;
  seedDemo: boolean;
  quizSize: number;
  logLevel: string;
  corsOrigins: string[];
  authRateLimit: number;
  clientDir: string;
  contentDir: string;
  trustProxy: boolean;
  /** Also encode every response with zod and compare (all but production; see server/lib/response-serializer.ts). */
  checkResponses: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailDir: e.MAIL_DIR,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    quizSize: e.QUIZ_SIZE,
    logLevel: e.LOG_LEVEL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    authRateLimit: e.AUTH_RATE_LIMIT,
    clientDir: e.CLIENT_DIR,
    contentDir: e.CONTENT_DIR,
    trustProxy: e.TRUST_PROXY,
    checkResponses: e.NODE_ENV !== 'production',
  };
}
