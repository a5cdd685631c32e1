import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, engines, seedCatalog, type TestApp } from '@server/test/helpers';

describe.each(engines)('public routes on %s', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reports health with the database state', async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 on health when the database does not answer', async () => {
    t = await createTestApp(engine);
    await t.database.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'unavailable' });
  });

  it('gives the landing page its question counts without sign-in', async () => {
    t = await createTestApp(engine);
    const seeded = await seedCatalog(t.database, 2);
    const res = await t.app.inject({ method: 'GET', url: '/api/public/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalQuestions: 6, certificates: [{ id: seeded.certificateId, name: 'Test Administrator', level: 'Beginner', questionCount: 6 }] });
  });

  it('publishes an OpenAPI document generated from the route schemas, and a browsable reference', async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/register', '/api/login', '/api/quiz-sessions', '/api/modules/{id}/quiz/{difficulty}', '/api/admin/certificates', '/api/progress', '/api/user-activity/range']) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const register = doc.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such endpoint: GET /api/nothing-here', code: 'not_found' });
  });

  it('hides the details of an unexpected error and logs it', async () => {
    t = await createTestApp(engine);
    await sql`drop table attempts`.execute(t.database.db);
    const learner = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'e@example.com', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' } });
    const res = await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: { authorization: `Bearer ${learner.json().accessToken}` } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side: please try again', code: 'internal' });
    expect(res.body).not.toMatch(/quiz_sessions|SQL|at .*\.ts/i);
  });

  it('serves the client: hashed assets cached for a year, every other path falls back to index.html', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'certdrill-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>CertDrill</title><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp(engine, { clientDir });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/dashboard', '/Quiz-Results/12', '/no/such/page']) {
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('<div id="root">');
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
  });

  it('sends security headers: a strict CSP without inline script, no framing, nosniff, a referrer policy', async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same security headers on error answers', async () => {
    t = await createTestApp(engine);
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    for (const url of ['/api/unknown', '/api/certificates', '/api/modules/abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(res.headers[name], `${name} on ${url}`).toBe(ok.headers[name]);
      }
    }
  });

  it('sends HSTS when served over HTTPS', async () => {
    t = await createTestApp(engine, { appUrl: 'https://certdrill.example' });
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
