import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './helpers';

describe.each(engines)('rate limits on credential routes on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { authRateLimit: 3 });
  });
  afterEach(() => t.close());

  const routes = [
    ['/api/login', (i: number) => ({ email: `u${i}@example.com`, password: 'wrong-password' }), (_i: number) => ({ email: 'same@example.com', password: 'wrong-password' })],
    // A valid body: the second registration of the same email is a 409, and 409s count like any attempt.
    ['/api/register', (i: number) => ({ email: `r${i}@example.com`, password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' }), (_i: number) => ({ email: 'same@example.com', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' })],
    ['/api/forgot-password', (i: number) => ({ email: `f${i}@example.com` }), (_i: number) => ({ email: 'same@example.com' })],
    ['/api/reset-password', (i: number) => ({ access_token: `token-${i}`, password: 'brand-new-pass-1' }), (_i: number) => ({ access_token: 'same-token', password: 'brand-new-pass-1' })],
    ['/api/admin/login', (i: number) => ({ username: `a${i}`, password: 'wrong-password' }), (_i: number) => ({ username: 'same', password: 'wrong-password' })],
    ['/api/admin/register', (i: number) => ({ username: `b${i}`, password: 'admin-password-1' }), (_i: number) => ({ username: 'same', password: 'admin-password-1' })],
  ] as const;

  it.each(routes)('%s answers 429 with Retry-After past the limit per IP', async (url, body) => {
    const responses = [];
    for (let i = 0; i < 4; i++) responses.push(await t.app.inject({ method: 'POST', url, payload: body(i), remoteAddress: '203.0.113.7' }));
    const statuses = responses.map((r) => r.statusCode);
    const last = responses[3]!;
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/^Too many attempts: please wait \d+ seconds and try again$/);
    // Another client is not affected.
    expect((await t.app.inject({ method: 'POST', url, payload: body(99), remoteAddress: '198.51.100.1' })).statusCode).not.toBe(429);
  });

  it.each(routes)('%s answers 429 past the limit per account, from any IP', async (url, _body, same) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await t.app.inject({ method: 'POST', url, payload: same(i), remoteAddress: `192.0.2.${i + 1}` })).statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});
