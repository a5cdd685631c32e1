/** Rate limits on credential routes, counted per client IP and per account (email or username). */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Two hooks for a credential route: one counts per IP (onRequest), one per account (preHandler, once the body is parsed). */
    credentialLimits: (name: string, accountOf: (request: FastifyRequest) => string | undefined) => { perIp: Hook; perAccount: Hook };
  }
}

export default fp(
  async (app, options: { max: number }) => {
    await app.register(rateLimit, { global: false });

    // @fastify/rate-limit's own route hook runs once per request; two independent counters need createRateLimit.
    const limiter = (keyOf: (request: FastifyRequest) => string | undefined): Hook => {
      const check = app.createRateLimit({ max: options.max, timeWindow: 60_000, keyGenerator: (request) => keyOf(request) ?? '', allowList: (request) => keyOf(request) === undefined });
      return async (request, reply) => {
        const result = await check(request);
        if (result.isAllowed || !result.isExceeded) return;
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(429, 'rate_limited', `Too many attempts: please wait ${result.ttlInSeconds} seconds and try again`);
      };
    };

    app.decorate('credentialLimits', (name: string, accountOf: (request: FastifyRequest) => string | undefined) => ({
      perIp: limiter((request) => `${name}:ip:${request.ip}`),
      perAccount: limiter((request) => {
        const account = accountOf(request);
        // A body without an account is refused by validation before this hook; only the IP limit counts it.
        return account ? `${name}:account:${account.toLowerCase()}` : undefined;
      }),
    }));
  },
  { name: 'rate-limit' },
);
