/** Learner sessions: an opaque bearer token, looked up by its SHA-256 hash, expiring after 30 idle days. */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { TIME_GRACE } from '@common/schemas/quiz-session';
import { deleteToken, findTokenForRequest, touchToken } from '../modules/auth/repository';
import { unauthorized } from '../errors';
import { sha256 } from '../lib/secrets';

export const TOKEN_IDLE_DAYS = 30;
export const ACCOUNT_DISABLED = 'This account is disabled';
const IDLE_MS = TOKEN_IDLE_DAYS * 86_400_000;
// Writing last_used_at on every request would turn every read into a write; once an hour is precise enough.
const TOUCH_EVERY_MS = 3_600_000;

export interface Learner {
  userId: number;
  tokenId: number;
  /**
   * Whether, when the token was checked, this learner had a timed attempt in progress past its
   * deadline and grace: reads grade such attempts first (settleExpired) and skip that when false.
   */
  expiredAttempt: boolean;
  /** The learner's review version when the token was checked (server/modules/review/cards.ts). */
  reviewVersion: number;
  /** The catalogue's version when the token was checked: the request's view of the catalogue (server/modules/catalog/cache.ts). */
  catalogVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    learner: Learner | null;
  }
  interface FastifyInstance {
    requireLearner: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in learner of a request that passed requireLearner. */
export function currentLearner(request: FastifyRequest): Learner {
  if (!request.learner) throw unauthorized();
  return request.learner;
}

export default fp(
  async (app) => {
    app.decorateRequest('learner', null);
    app.decorate('requireLearner', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const db = app.database.db;
      // The attempts' clock (tests set their own); the app's is the wall clock.
      const expiredBefore = new Date(app.attemptContext.now().getTime() - TIME_GRACE * 1000).toISOString();
      const row = await findTokenForRequest(db, sha256(token), expiredBefore);
      if (!row) throw unauthorized('Your session has ended: please sign in again', 'session_invalid');
      // Disabling deletes the tokens too; this catches a request that raced with it.
      if (row.disabledAt !== null) throw unauthorized(ACCOUNT_DISABLED, 'account_disabled');
      const now = Date.now();
      const lastUsed = Date.parse(row.lastUsedAt);
      if (now - lastUsed > IDLE_MS) {
        await deleteToken(db, row.tokenId);
        throw unauthorized('Your session has expired: please sign in again', 'session_expired');
      }
      if (now - lastUsed > TOUCH_EVERY_MS) await touchToken(db, row.tokenId, new Date(now).toISOString());
      request.learner = { userId: row.userId, tokenId: row.tokenId, expiredAttempt: row.expiredAttempt, reviewVersion: row.reviewVersion, catalogVersion: row.catalogVersion };
    });
  },
  { name: 'learner-auth', dependencies: ['database'] },
);
