/** Response headers, CORS for configured origins, and the Origin check that guards the admin cookie. */
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors from '@fastify/cors';
import { forbidden } from '../errors';
import { ADMIN_COOKIE } from './admin-session';

export default fp(
  async (app, options: { appUrl: string; corsOrigins: string[] }) => {
    const appOrigin = new URL(options.appUrl).origin;
    const allowed = new Set([appOrigin, ...options.corsOrigins.map((o) => new URL(o).origin)]);
    const https = appOrigin.startsWith('https:');

    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Radix primitives inject small <style> elements (scroll locking); scripts stay strictly 'self'.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
    // The same on every response, so set once per request rather than built anew by helmet each time.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    if (options.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
        credentials: true,
      });
    }

    // A browser sends Origin on every cross-site state-changing request; scripts and curl send none.
    // The check keys on what the request carries (the admin cookie) and on the route the router
    // matched, never on the spelling of the URL: /api/%61dmin/... and absolute-form targets
    // (POST http://host/api/admin/...) reach the same routes as /api/admin/....
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      if (carriesAdminCookie(request.headers.cookie) || isAdminRoute(request.routeOptions.url)) {
        throw forbidden('This request came from another site and was refused', 'cross_origin');
      }
    });

    // Answers about a learner or an administrator (tokens, personal data, progress) must not be kept
    // by browsers or shared caches; only the public, anonymous endpoints may be.
    app.addHook('onSend', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === undefined || !route.startsWith('/api/') || isPublicRoute(route)) return;
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);

const ADMIN_COOKIE_IN_HEADER = new RegExp(`(?:^|;)\\s*${ADMIN_COOKIE}=`);

function carriesAdminCookie(header: string | undefined): boolean {
  return header !== undefined && ADMIN_COOKIE_IN_HEADER.test(header);
}

function isAdminRoute(route: string | undefined): boolean {
  return route !== undefined && (route === '/api/admin' || route.startsWith('/api/admin/'));
}

/** Anonymous endpoints whose answers are the same for everyone. */
function isPublicRoute(route: string): boolean {
  return route === '/api/health' || route.startsWith('/api/public/') || route === '/api/openapi.json' || route.startsWith('/api/docs');
}

/**
 * The headers @fastify/helmet sets for these options. The plugin runs helmet's whole setup (option
 * checks, CSP parsing) on every request, a few per cent of a small read's CPU; our headers never
 * vary by request (no nonces, no per-route options), so they are computed once here, by asking
 * the plugin itself, and then copied onto each reply.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, options);
    app.get('/', () => 'ok');
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return res.headers;
  };
  const [bare, helmeted] = await Promise.all([probe(false), probe(true)]);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(helmeted)) {
    if (value !== undefined && String(value) !== String(bare[name])) out[name] = String(value);
  }
  return out;
}
