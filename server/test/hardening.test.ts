/** Findings of the attack on the running app (docs/security.md), each with the answer a client now gets. */
import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { once } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, type TestApp } from './helpers';
import type { Config } from '../config';

/** Sends raw bytes to a listening app and collects what comes back until the server closes the connection. */
async function rawExchange(port: number, head: string, bodyChunks: string[] = [], gapMs = 0) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(head);
  let stopped = false;
  void closed.then(() => (stopped = true));
  for (const chunk of bodyChunks) {
    if (stopped) break;
    socket.write(chunk);
    if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
  }
  await closed;
  return received;
}

describe.each(engines)('hardening on %s', (engine) => {
  let t: TestApp | undefined;
  const start = async (overrides: Partial<Config> = {}) => (t = await createTestApp(engine, overrides));
  afterEach(async () => {
    vi.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  it('logs the reset link only outside production, and writes mail files readable by their owner only', async () => {
    for (const production of [false, true]) {
      const app = await start({ production, logLevel: 'info' });
      const info = vi.spyOn(app.app.log, 'info');
      await registerLearner(app.app, { email: 'owner@example.com' });
      await app.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'owner@example.com' } });
      await app.app.mailer.idle();
      const logged = info.mock.calls.some((call) => call.some((arg) => typeof arg === 'object' && arg !== null && 'link' in arg));
      expect(logged).toBe(!production);
      const files = readdirSync(app.config.mailDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(statSync(join(app.config.mailDir, files[0]!)).mode & 0o777).toBe(0o600);
      vi.restoreAllMocks();
      await app.close();
      t = undefined;
    }
  });

  it('answers forgot-password without waiting for the mailer', async () => {
    const app = await start();
    await registerLearner(app.app, { email: 'slow@example.com' });
    let delivered = false;
    // A mailer that takes two seconds to hand a mail over, as a slow SMTP server would.
    vi.spyOn(app.app.mailer, 'send').mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 2000));
      delivered = true;
    });
    const res = await app.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'slow@example.com' } });
    expect(res.statusCode).toBe(202);
    expect(delivered).toBe(false);
    await app.app.mailer.idle();
    expect(delivered).toBe(true);
  });

  it('checks the Origin of admin calls whatever the spelling of the URL', async () => {
    const app = await start();
    const admin = await registerAdmin(app.app);
    const payload = { name: 'Forged', description: 'From another site.', level: 'Beginner' };
    const encoded = await app.app.inject({ method: 'POST', url: '/api/%61dmin/certificates', headers: { ...admin.headers, origin: 'https://evil.example' }, payload });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json()).toEqual({ message: 'This request came from another site and was refused', code: 'cross_origin' });

    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as { port: number };
    const body = JSON.stringify(payload);
    const answer = await rawExchange(
      port,
      `POST http://127.0.0.1:${port}/api/admin/certificates HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://evil.example\r\n` +
        `Cookie: ${admin.cookie}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 403 /);
    const list = await app.app.inject({ method: 'GET', url: '/api/admin/certificates', headers: admin.headers });
    expect(list.json()).toEqual([]);
  });

  it('marks every learner and administrator answer Cache-Control: no-store, not the public ones', async () => {
    const app = await start();
    const register = await app.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'private@example.com', password: 'sturdy-horse-42', firstName: 'Pat', lastName: 'Quinn' } });
    const headers = { authorization: `Bearer ${register.json<{ accessToken: string }>().accessToken}` };
    const learnerAnswers = [
      register,
      await app.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'private@example.com', password: 'sturdy-horse-42' } }),
      await app.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'private@example.com', password: 'wrong-password' } }),
      await app.app.inject({ method: 'GET', url: '/api/auth/user', headers }),
      await app.app.inject({ method: 'GET', url: '/api/progress', headers }),
      await app.app.inject({ method: 'GET', url: '/api/quiz-history', headers }),
      await app.app.inject({ method: 'GET', url: '/api/user-activity?year=2026&month=1', headers }),
    ];
    const admin = await registerAdmin(app.app);
    const adminAnswers = [
      await app.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'root', password: 'admin-password-1' } }),
      await app.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.headers }),
      await app.app.inject({ method: 'GET', url: '/api/admin/certificates', headers: admin.headers }),
    ];
    for (const res of [...learnerAnswers, ...adminAnswers]) {
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/public/stats' })).headers['cache-control']).toBeUndefined();
  });

  it('answers 400, never 500, for ids in bodies and query strings above 2^31-1', async () => {
    const app = await start();
    const learner = await registerLearner(app.app);
    const admin = await registerAdmin(app.app);
    const huge = 2 ** 31;
    const calls = [
      app.app.inject({ method: 'POST', url: '/api/quiz-sessions', headers: learner.headers, payload: { moduleId: huge, difficulty: 'easy', questions: [1], answers: ['A'], timeUsed: 30 } }),
      app.app.inject({ method: 'POST', url: '/api/quiz-sessions', headers: learner.headers, payload: { moduleId: 1, difficulty: 'easy', questions: [huge], answers: ['A'], timeUsed: 30 } }),
      app.app.inject({ method: 'POST', url: '/api/admin/modules', headers: admin.headers, payload: { name: 'M', description: 'D', certificateId: huge } }),
      app.app.inject({
        method: 'POST',
        url: '/api/admin/questions',
        headers: admin.headers,
        payload: { text: 'Q?', options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: id })), correctAnswer: 'A', difficulty: 'easy', explanation: 'E.', moduleId: huge },
      }),
      app.app.inject({ method: 'GET', url: `/api/admin/modules?certificateId=${huge}`, headers: admin.headers }),
      app.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${huge}`, headers: admin.headers }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/too large/);
    }
  });

  it('cuts off a client that sends its headers and then trickles the body', async () => {
    const app = await start({ requestTimeout: 300 });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as { port: number };
    const body = JSON.stringify({ email: 'trickle@example.com', password: 'sturdy-horse-42' });
    // One byte every 100 ms: the whole body would take seconds; the server stops waiting after 300 ms.
    const answer = await rawExchange(port, `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, [...body], 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('The request body took too long to arrive');
  });
});
