/** The environment, parsed once. A bad variable stops the start with every problem listed. */
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { QUIZ_SIZE } from '../common/schemas/quiz-session';
import { DEFAULT_SQLITE_CACHE_MB } from './db/database';
import { DEFAULT_REVIEW_CACHE_MB } from './modules/review/cards';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: false (none), a number of reverse-proxy hops, or a comma-separated list of proxy
 * addresses or CIDR ranges. X-Forwarded-For is read only that far, so a client cannot choose the
 * address it is counted under. `true` means 1 hop (the usual single proxy), never "trust everything".
 */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): false | number | string[] {
  const value = raw.trim().toLowerCase();
  if (['false', 'no', '0'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return 1;
  if (/^[0-9]+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = list.filter((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return false;
    const [address = '', prefix, ...rest] = entry.split('/');
    if (rest.length > 0 || isIP(address) === 0) return true;
    return prefix !== undefined && !(/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (list.length === 0 || bad.length > 0) {
    ctx.addIssue({ code: 'custom', message: 'must be false, a number of proxy hops, or a comma-separated list of proxy addresses' });
    return z.NEVER;
  }
  return list;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('127.0.0.1'),
  WORKERS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 (one per core) or more').max(256).default(1),
  DATABASE_URL: z
    .string()
    .default('file:./data/app.db')
    .refine((u) => u.startsWith('file:') || /^postgres(ql)?:\/\//.test(u), 'must start with file: or postgres://'),
  APP_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_DIR: z.string().default('./data/mail'),
  MAIL_FROM: z.string().default('no-reply@localhost'),
  SEED_DEMO: bool.default(true),
  SQLITE_CACHE_MB: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(65536).default(DEFAULT_SQLITE_CACHE_MB),
  REVIEW_CACHE_MB: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 (keep none) or more').max(65536).default(DEFAULT_REVIEW_CACHE_MB),
  QUIZ_SIZE: z.coerce.number().int().min(1).max(100).default(QUIZ_SIZE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  CLIENT_DIR: z.string().default('./dist/client'),
  CONTENT_DIR: z.string().default('./content'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  REDIS_URL: z
    .string()
    .refine((u) => /^rediss?:\/\//.test(u), 'must start with redis:// or rediss://')
    .optional(),
  NODE_ENV: z.string().optional(),
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(30),
});

export interface Config {
  port: number;
  host: string;
  /** App processes on this machine (node:cluster); WORKERS=0 is one per core. 1 runs no cluster. */
  workers: number;
  databaseUrl: string;
  /** SQLite's page cache in MiB (SQLITE_CACHE_MB). */
  sqliteCacheMb: number;
  /** Learners' review cards one server keeps in memory, in MiB (REVIEW_CACHE_MB; 0 keeps none). */
  reviewCacheMb: number;
  appUrl: string;
  smtpUrl: string | undefined;
  mailDir: string;
  mailFrom: string;
  seedDemo: boolean;
  quizSize: number;
  logLevel: string;
  corsOrigins: string[];
  authRateLimit: number;
  /** Submissions a minute per learner through POST /api/quiz-sessions. */
  submitRateLimit: number;
  clientDir: string;
  contentDir: string;
  /** Reverse proxies whose X-Forwarded-For is believed: none, a number of hops, or their addresses. */
  trustProxy: false | number | string[];
  /** Redis holding every rate-limit counter, shared by all app servers; unset: each server's memory. */
  redisUrl: string | undefined;
  /** Prefix of this app's keys in Redis (tests use one per test). */
  redisPrefix: string;
  /** Rate-limit counters one server keeps in memory at most (without Redis); new clients past it are refused. */
  rateLimitKeys: number;
  /** Also encode every response with zod and compare (all but production; see server/lib/response-serializer.ts). */
  checkResponses: boolean;
  /** Milliseconds a client has to send a whole request, body included (REQUEST_TIMEOUT is in seconds). */
  requestTimeout: number;
  /** NODE_ENV is production: secrets such as reset links are never logged. */
  production: boolean;
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
    workers: e.WORKERS === 0 ? availableParallelism() : e.WORKERS,
    databaseUrl: e.DATABASE_URL,
    sqliteCacheMb: e.SQLITE_CACHE_MB,
    reviewCacheMb: e.REVIEW_CACHE_MB,
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
    submitRateLimit: e.SUBMIT_RATE_LIMIT,
    clientDir: e.CLIENT_DIR,
    contentDir: e.CONTENT_DIR,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisPrefix: 'certdrill:',
    rateLimitKeys: 100_000,
    checkResponses: e.NODE_ENV !== 'production',
    production: e.NODE_ENV === 'production',
    requestTimeout: e.REQUEST_TIMEOUT * 1000,
  };
}
