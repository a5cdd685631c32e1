/**
 * Rate limits on credential routes. Clients are counted per address as the trusted proxies report
 * it (IPv6 per /64; lib/client-address.ts), accounts by a digest of the email, username or token.
 * With REDIS_URL every counter lives in Redis, shared by all app servers; otherwise in this
 * server's memory, bounded by refusing new keys past a cap rather than by dropping live counters.
 *
 * - Register, forgot-password, reset-password and admin register: every attempt counts, per client
 *   and per account (`credentialLimits`).
 * - The two sign-in routes: only failed attempts count (`signInLimits`). An attempt is counted when it
 *   starts (so a burst of concurrent guesses cannot slip past the limit) and taken back unless it
 *   failed. The account's counter holds every failure against it, but it is enforced only on a
 *   client with failures of its own: someone else's failures never refuse a right password from a
 *   client that is not itself failing.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { clientKey } from '../lib/client-address';
import { MemoryCounters, RedisCounters, type Counters } from '../lib/counters';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type AccountOf = (request: FastifyRequest) => string | undefined;

export const WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Two hooks for a credential route where every attempt counts: per client (onRequest) and per account (preHandler, once the body is parsed). */
    credentialLimits: (name: string, accountOf: AccountOf) => { perIp: Hook; perAccount: Hook };
    /** Hooks for a sign-in route, where only failed attempts (401) count: preHandler checks and counts, onSend takes back what did not fail. */
    signInLimits: (name: string, accountOf: AccountOf) => { preHandler: Hook; onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown> };
    /** The counters behind the limits (tests look at their bound). */
    rateCounters: Counters;
  }
}

export interface RateLimitOptions {
  max: number;
  redisUrl?: string;
  redisPrefix: string;
  /** Keys the memory store holds at most (tests lower it). */
  maxKeys?: number;
}

const digest = (account: string) => createHash('sha256').update(account.toLowerCase()).digest('base64url').slice(0, 22);

function refuse(reply: FastifyReply, ttlMs: number): never {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new AppError(429, 'rate_limited', `Too many attempts: please wait ${seconds} seconds and try again`);
}

export default fp(
  async (app, options: RateLimitOptions) => {
    const max = options.max;
    let counters: Counters;
    if (options.redisUrl) {
      const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
      redis.on('error', (error) => app.log.error({ err: error }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis.quit();
      });
      counters = new RedisCounters(redis, `${options.redisPrefix}limit:`);
      // Other limits made with @fastify/rate-limit (app.createRateLimit) share the same Redis.
      await app.register(rateLimit, { global: false, redis, nameSpace: `${options.redisPrefix}rl:`, ipv6Subnet: 64 });
    } else {
      const memory = new MemoryCounters(options.maxKeys);
      app.addHook('onClose', () => memory.close());
      counters = memory;
      await app.register(rateLimit, { global: false, store: boundedStore(memory), ipv6Subnet: 64 });
    }
    app.decorate('rateCounters', counters);

    const limiter =
      (keyOf: (request: FastifyRequest) => string | undefined): Hook =>
      async (request, reply) => {
        const key = keyOf(request);
        // A body without an account is refused by validation before the account hook; the client limit still counts it.
        if (key === undefined) return;
        const count = await counters.hit(key, WINDOW_MS);
        if (count.count > max) refuse(reply, count.ttlMs);
      };

    app.decorate('credentialLimits', (name: string, accountOf: AccountOf) => ({
      perIp: limiter((request) => `${name}:ip:${clientKey(request.ip)}`),
      perAccount: limiter((request) => {
        const account = accountOf(request);
        return account ? `${name}:account:${digest(account)}` : undefined;
      }),
    }));

    // The counters an attempt in progress holds, taken back when it turns out not to have failed.
    const held = new WeakMap<FastifyRequest, string[]>();
    const release = async (request: FastifyRequest) => {
      const keys = held.get(request);
      held.delete(request);
      if (keys) await Promise.all(keys.map((key) => counters.undo(key)));
    };

    app.decorate('signInLimits', (name: string, accountOf: AccountOf) => ({
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const ipKey = `${name}:ip:${clientKey(request.ip)}`;
        const ip = await counters.hit(ipKey, WINDOW_MS);
        held.set(request, [ipKey]);
        if (ip.count > max) {
          await release(request);
          refuse(reply, ip.ttlMs);
        }
        const account = accountOf(request);
        if (account === undefined) return;
        const accountKey = `${name}:account:${digest(account)}`;
        const against = await counters.hit(accountKey, WINDOW_MS);
        held.set(request, [ipKey, accountKey]);
        // ip.count includes this attempt: above 1, this client has failed recently (or has another attempt in flight).
        if (ip.count > 1 && against.count > max) {
          await release(request);
          refuse(reply, against.ttlMs);
        }
      },
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode === 401) return payload;
        try {
          await release(request);
        } catch (error) {
          // The answer stands; the attempt merely stays counted until its window ends.
          request.log.error({ err: error }, 'could not take back a sign-in attempt');
        }
        return payload;
      },
    }));
  },
  { name: 'rate-limit' },
);

/**
 * @fastify/rate-limit's own memory store is an LRU that drops the oldest counters when many new keys
 * arrive; this one keeps them (MemoryCounters). It ignores continueExceeding and exponentialBackoff.
 */
function boundedStore(counters: MemoryCounters) {
  let stores = 0;
  return class BoundedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:0:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (count) => callback(null, { current: count.count, ttl: count.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      counters.peek(this.prefix + key).then(
        (count) => callback(null, { current: count.count, ttl: count.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      // Each limit made from this store counts on its own, as @fastify/rate-limit's memory store does.
      return new BoundedStore(undefined, `rl:${++stores}:`);
    }
  };
}
