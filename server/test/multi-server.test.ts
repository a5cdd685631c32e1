/** Several stateless servers on one PostgreSQL database (runs when PG_TEST_URL is set). */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process';

const PG = process.env.PG_TEST_URL;

describe.skipIf(!PG)('two servers, one PostgreSQL database', () => {
  const schema = `multi_${randomBytes(5).toString('hex')}`;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    const url = new URL(PG!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const dir = mkdtempSync(join(tmpdir(), 'certdrill-multi-'));
    const env = { DATABASE_URL: url.toString(), MAIL_DIR: join(dir, 'mail'), SEED_DEMO: 'true', SUBMIT_RATE_LIMIT: '1000' };
    // Both start at once: migrations and the demo seed must not run twice.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const s of [a, b]) {
      s?.child.kill('SIGTERM');
      await s?.exited;
    }
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  });

  const call = async (server: ServerProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown> & unknown[]) : null, headers: res.headers };
  };

  it('seeded the demo bank once although both servers started together', async () => {
    const fromA = (await call(a, 'GET', '/api/public/stats')).json!;
    const fromB = (await call(b, 'GET', '/api/public/stats')).json!;
    expect(fromA).toEqual(fromB);
    expect((fromA as unknown as { certificates: unknown[] }).certificates).toHaveLength(3);
  });

  it('accepts a token issued by one server on the other, and stores concurrent submissions through both once', async () => {
    const reg = await call(a, 'POST', '/api/register', { email: 'both@example.com', password: 'sturdy-horse-42', firstName: 'Two', lastName: 'Servers' });
    expect(reg.status).toBe(201);
    const auth = { authorization: `Bearer ${reg.json!.accessToken as string}` };
    expect((await call(b, 'GET', '/api/auth/user', undefined, auth)).status).toBe(200);

    const certs = (await call(b, 'GET', '/api/certificates', undefined, auth)).json as unknown as { id: number }[];
    const mods = (await call(b, 'GET', `/api/certificates/${certs[0]!.id}/modules`, undefined, auth)).json as unknown as { id: number; hasQuestions: boolean }[];
    const moduleId = mods.find((m) => m.hasQuestions)!.id;
    const quiz = (await call(a, 'GET', `/api/modules/${moduleId}/quiz/mixed`, undefined, auth)).json as unknown as { id: number; choose: number }[];
    // The draw carries no key; any answer a question takes will do here.
    const body = { moduleId, difficulty: 'mixed', questions: quiz.map((q) => q.id), answers: quiz.map((q) => 'ABCD'.slice(0, q.choose)), timeUsed: 123 };

    // The same attempt sent through both servers at once (a double tap behind a load balancer) is stored once.
    const same = await Promise.all([call(a, 'POST', '/api/quiz-sessions', body, auth), call(b, 'POST', '/api/quiz-sessions', body, auth)]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(same[0].json!.id).toBe(same[1].json!.id);

    // Different attempts through both are all stored.
    const distinct = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i % 2 ? a : b, 'POST', '/api/quiz-sessions', { ...body, timeUsed: 100 + i }, auth)));
    expect(distinct.every((r) => r.status === 201)).toBe(true);
    const history = (await call(b, 'GET', '/api/quiz-history', undefined, auth)).json as unknown as { id: number }[];
    expect(history).toHaveLength(21);
    expect(new Set(history.map((h) => h.id)).size).toBe(21);

    // Logging out through one server ends the session on the other too.
    expect((await call(b, 'POST', '/api/logout', undefined, auth)).status).toBe(204);
    expect((await call(a, 'GET', '/api/auth/user', undefined, auth)).status).toBe(401);
  });

  it('shows an admin edit made through one server through the other at once', async () => {
    const reg = await call(a, 'POST', '/api/admin/register', { username: 'multi-admin', password: 'admin-password-1' });
    expect([201, 403]).toContain(reg.status);
    const login = await call(b, 'POST', '/api/admin/login', { username: 'multi-admin', password: 'admin-password-1' });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    // The session cookie from B works on A.
    const certs = (await call(a, 'GET', '/api/admin/certificates', undefined, { cookie })).json as unknown as { id: number; name: string; description: string; level: string }[];
    const target = certs[0]!;
    expect((await call(a, 'PUT', `/api/admin/certificates/${target.id}`, { name: 'Renamed through A', description: target.description, level: target.level }, { cookie })).status).toBe(200);
    const learner = await call(b, 'POST', '/api/register', { email: 'reader@example.com', password: 'sturdy-horse-42', firstName: 'R', lastName: 'B' });
    const seen = (await call(b, 'GET', `/api/certificates/${target.id}`, undefined, { authorization: `Bearer ${learner.json!.accessToken as string}` })).json!;
    expect(seen.name).toBe('Renamed through A');
    const stats = (await call(b, 'GET', '/api/public/stats')).json as unknown as { certificates: { name: string }[] };
    expect(stats.certificates.map((c) => c.name)).toContain('Renamed through A');
  });
});
