/**
 * Every /api route is guarded unless it is on the public allow-list below: a route added without
 * going through the learner or admin scope of app.ts answers without credentials and fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, engines, type TestApp } from './helpers';

/** Routes anyone may call, exactly as registered (method and path). */
const PUBLIC = new Set([
  'POST /api/register',
  'POST /api/login',
  'POST /api/forgot-password',
  'GET /api/reset-password/:token',
  'POST /api/reset-password',
  'GET /api/admin/status',
  'POST /api/admin/login',
  'POST /api/admin/register',
  'POST /api/admin/logout',
  'GET /api/health',
  'GET /api/public/stats',
  'GET /api/openapi.json',
]);
/** The API's own documentation (swagger UI and its files). */
const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

interface Route {
  method: string;
  path: string;
}

/** Every registered route, read from Fastify's route tree (printRoutes without a common prefix). */
function registeredRoutes(app: App): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?) \(([A-Z, -]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]!.split(', ')) {
      if (method !== '-' && method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

describe.each(engines)('route guards (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('reads the route table, public routes included', () => {
    const seen = new Set(registeredRoutes(t.app).map((r) => `${r.method} ${r.path}`));
    expect(seen.size).toBeGreaterThan(40);
    // The allow-list names real routes, so it cannot quietly grow stale.
    for (const route of PUBLIC) expect(seen, route).toContain(route);
    expect(seen).toContain('GET /api/admin/users/:id');
    expect(seen).toContain('PUT /api/attempts/:id/answers/:index');
  });

  it('answers 401 without credentials on every /api route except the public ones', async () => {
    const guarded = registeredRoutes(t.app).filter((r) => r.path.startsWith('/api/') && !PUBLIC.has(`${r.method} ${r.path}`) && !isDocs(r.path));
    expect(guarded.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path } of guarded) {
      const url = path
        .replace(/:index\b/g, '0')
        .replace(/:difficulty\b/g, 'easy')
        .replace(/:[a-z]+/gi, '1');
      const response = await t.app.inject({ method: method as 'GET', url });
      const expected = path.startsWith('/api/admin/') ? 'Please sign in as an administrator' : 'Please sign in to continue';
      if (response.statusCode !== 401 || response.json<{ message: string }>().message !== expected) {
        failures.push(`${method} ${path} → ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the public routes open', async () => {
    for (const url of ['/api/health', '/api/public/stats', '/api/admin/status']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
