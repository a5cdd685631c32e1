/** Rate limits on credential routes (plugins/rate-limit.ts), in memory and in Redis shared by several servers. */
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { createTestApp, engines, registerAdmin, registerLearner, type TestApp } from './helpers';

/** Redis runs on the build machine and in CI; each test gets keys of its own. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const redisConfig = (): Partial<Config> => ({ redisUrl: REDIS_TEST_URL, redisPrefix: `certdrill-test:${randomBytes(6).toString('hex')}:` });

const stores = ['memory', 'redis'] as const;
const storeConfig = (store: (typeof stores)[number]): Partial<Config> => (store === 'redis' ? redisConfig() : {});

const routes = [
  ['/api/login', (i: number) => ({ email: `u${i}@example.com`, password: 'wrong-password' }), (_i: number) => ({ email: 'same@example.com', password: 'wrong-password' })],
  // A valid body: the second registration of the same email is a 409, and 409s count like any attempt.
  [
    '/api/register',
    (i: number) => ({ email: `r${i}@example.com`, password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' }),
    (_i: number) => ({ email: 'same@example.com', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' }),
  ],
  ['/api/forgot-password', (i: number) => ({ email: `f${i}@example.com` }), (_i: number) => ({ email: 'same@example.com' })],
  ['/api/reset-password', (i: number) => ({ access_token: `token-${i}`, password: 'brand-new-pass-1' }), (_i: number) => ({ access_token: 'same-token', password: 'brand-new-pass-1' })],
  ['/api/admin/login', (i: number) => ({ username: `a${i}`, password: 'wrong-password' }), (_i: number) => ({ username: 'same', password: 'wrong-password' })],
  ['/api/admin/register', (i: number) => ({ username: `b${i}`, password: 'admin-password-1' }), (_i: number) => ({ username: 'same', password: 'admin-password-1' })],
] as const;
const signInRoutes = new Set(['/api/login', '/api/admin/login']);

describe.each(stores)('rate limits on credential routes, counters in %s', (store) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite', { authRateLimit: 3, ...storeConfig(store) });
  });
  afterEach(() => t.close());

  const post = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it.each(routes)('%s answers 429 with Retry-After past the limit per IP', async (url, body) => {
    const responses = [];
    for (let i = 0; i < 4; i++) responses.push(await post(url, body(i), '203.0.113.7'));
    const statuses = responses.map((r) => r.statusCode);
    const last = responses[3]!;
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().message).toMatch(/^Too many attempts: please wait \d+ seconds and try again$/);
    // Another client is not affected.
    expect((await post(url, body(99), '198.51.100.1')).statusCode).not.toBe(429);
  });

  it.each(routes.filter(([url]) => !signInRoutes.has(url)))('%s answers 429 past the limit per account, from any IP', async (url, _body, same) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(url, same(i), `192.0.2.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('counts only failed sign-ins: right passwords never use up the limit', async () => {
    const learner = await registerLearner(t.app);
    const admin = { username: 'root', password: 'admin-password-1' };
    await registerAdmin(t.app, admin.username, admin.password);
    for (let i = 0; i < 6; i++) {
      expect((await post('/api/login', { email: learner.email, password: learner.password }, '203.0.113.8')).statusCode).toBe(200);
      expect((await post('/api/admin/login', admin, '203.0.113.8')).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await post('/api/login', { email: learner.email, password: 'wrong-password' }, '203.0.113.8')).statusCode).toBe(401);
    expect((await post('/api/login', { email: learner.email, password: 'wrong-password' }, '203.0.113.8')).statusCode).toBe(429);
  });

  it.each([
    ['/api/login', 'email'],
    ['/api/admin/login', 'username'],
  ] as const)('%s never refuses a right password from a client that is not failing because others failed against the account', async (url, field) => {
    const account = url === '/api/login' ? (await registerLearner(t.app, { email: 'target@example.com' })).email : (await registerAdmin(t.app, 'target', 'admin-password-1'), 'target');
    const password = url === '/api/login' ? 'sturdy-horse-42' : 'admin-password-1';
    const attempt = (pw: string, ip: string) => post(url, { [field]: account, password: pw }, ip);
    // Attackers from five addresses try twice each against one account (limit 3). A client's first
    // failure is always judged; from its second on, it is held to the account's count of failures.
    for (let ip = 1; ip <= 5; ip++) {
      expect((await attempt('wrong-password', `192.0.2.${ip}`)).statusCode).toBe(401);
      expect((await attempt('wrong-password', `192.0.2.${ip}`)).statusCode).toBe(ip === 1 ? 401 : 429);
    }
    // Even with the right password, a failing client waits: its guesses would otherwise continue.
    expect((await attempt(password, '192.0.2.1')).statusCode).toBe(429);
    // The owner, from an address with no failures, signs in at once.
    expect((await attempt(password, '198.51.100.20')).statusCode).toBe(200);
    expect((await attempt(password, '2001:db8:aa::1')).statusCode).toBe(200);
  });

  it('lets a burst of concurrent wrong passwords from one client through no more than the limit', async () => {
    await registerLearner(t.app, { email: 'burst@example.com' });
    const responses = await Promise.all(Array.from({ length: 10 }, () => post('/api/login', { email: 'burst@example.com', password: 'wrong-password' }, '203.0.113.9')));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts IPv6 clients per /64, and every spelling of an address as one client', async () => {
    const wrong = { email: 'v6@example.com', password: 'wrong-password' };
    const sixes = ['2001:db8:1:2::1', '2001:0DB8:0001:0002:0000:0000:0000:0002', '2001:db8:1:2:ffff::3', '2001:db8:1:2::4'];
    const statuses = [];
    for (const address of sixes) statuses.push((await post('/api/login', wrong, address)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await post('/api/login', wrong, '2001:db8:1:3::1')).statusCode).toBe(401);

    const fours = ['203.0.113.50', '::ffff:203.0.113.50', '::FFFF:203.0.113.50', '203.0.113.50'];
    const mapped = [];
    for (const address of fours) mapped.push((await post('/api/login', { ...wrong, email: 'v4@example.com' }, address)).statusCode);
    expect(mapped).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY', () => {
  let t: TestApp;
  afterEach(() => t.close());
  const wrong = { email: 'proxied@example.com', password: 'wrong-password' };
  const through = (remoteAddress: string, forwardedFor: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: wrong, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it.each([
    ['a number of hops', 1],
    ['a list of proxy addresses', ['10.0.0.1']],
  ] as const)('as %s, reads X-Forwarded-For only that far, so a client cannot choose whom it is counted as', async (_what, trustProxy) => {
    t = await createTestApp('sqlite', { authRateLimit: 3, trustProxy: typeof trustProxy === 'number' ? trustProxy : [...trustProxy] });
    // The proxy appends the address it saw; whatever the client wrote before it is ignored.
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await through('10.0.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client behind the same proxy is counted on its own.
    expect((await through('10.0.0.1', '203.0.113.8')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    t = await createTestApp('sqlite', { authRateLimit: 3, trustProxy: ['10.0.0.1'] });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await through('198.51.100.77', `203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('memory bound of the counters', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('never drops a live counter: past the cap new clients are refused instead', async () => {
    t = await createTestApp('sqlite', { authRateLimit: 3, rateLimitKeys: 50 });
    // An empty body is a 400, yet counted per client before validation.
    const attempt = (ip: string) => t.app.inject({ method: 'POST', url: '/api/register', payload: {}, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.1')).statusCode).toBe(400);
    expect((await attempt('203.0.113.1')).statusCode).toBe(429);
    const others = [];
    for (let i = 0; i < 100; i++) others.push((await attempt(`2001:db8:${i.toString(16)}::1`)).statusCode);
    expect(others.filter((s) => s === 400)).toHaveLength(49);
    expect(others.slice(49).every((s) => s === 429)).toBe(true);
    expect((await attempt('203.0.113.1')).statusCode).toBe(429);
  });
});

describe.each(engines)('two app servers on one %s database and one Redis', (engine) => {
  let t: TestApp;
  let second: App;
  beforeEach(async () => {
    // The documented default limit: AUTH_RATE_LIMIT=10 failed sign-ins a minute.
    t = await createTestApp(engine, { authRateLimit: 10, ...redisConfig() });
    second = await buildApp(t.config, { database: t.database, logger: false });
    await second.ready();
  });
  afterEach(async () => {
    await second.close();
    await t.close();
  });

  it('reach 429 at the limit with sign-in failures spread over both', async () => {
    const learner = await registerLearner(t.app);
    const servers = [t.app, second];
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await servers[i % 2]!.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: 'wrong-password' }, remoteAddress: '203.0.113.30' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Administrators alike.
    await registerAdmin(second, 'shared', 'admin-password-1');
    const adminStatuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await servers[i % 2]!.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'shared', password: 'wrong-password' }, remoteAddress: '203.0.113.31' });
      adminStatuses.push(res.statusCode);
    }
    expect(adminStatuses).toEqual([...Array<number>(10).fill(401), 429]);
    // The owner, from an address with no failures, still signs in through either server.
    expect((await second.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password }, remoteAddress: '198.51.100.30' })).statusCode).toBe(200);
  });

  it('hold a failing client to the account count kept by both', async () => {
    const learner = await registerLearner(t.app);
    const servers = [t.app, second];
    // Ten addresses, one failure each, through alternating servers: ten failures against the account.
    for (let i = 0; i < 10; i++) {
      const res = await servers[i % 2]!.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: 'wrong-password' }, remoteAddress: `192.0.2.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const again = await second.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: 'wrong-password' }, remoteAddress: '192.0.2.1' });
    expect(again.statusCode).toBe(429);
  });
});
