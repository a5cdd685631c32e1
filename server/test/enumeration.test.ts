/** Account enumeration: answers and their timing must not tell which emails are registered. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, type TestApp } from './helpers';

async function medianMs(n: number, run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)]!;
}

// Loose bounds: without the counter-measures the gap is tens of times (a hash verification against none).
const SIMILAR = (a: number, b: number) => Math.max(a, b) / Math.min(a, b);

describe('account enumeration', () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    email = (await registerLearner(t.app, { email: 'exists@example.com' })).email;
  });
  afterAll(() => t.close());

  it('login takes as long for an unknown email as for a wrong password', async () => {
    const login = (e: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email: e, password: 'wrong-password-1' } });
    await login('warm-up@example.com');
    const known = await medianMs(9, () => login(email));
    const unknown = await medianMs(9, () => login('nobody@example.com'));
    expect(SIMILAR(known, unknown)).toBeLessThan(3);
  });

  it('forgot-password answers alike and in similar time whether or not the email exists', async () => {
    const ask = (e: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: e } });
    const a = await ask(email);
    const b = await ask('nobody@example.com');
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    const known = await medianMs(9, () => ask(email));
    const unknown = await medianMs(9, () => ask('nobody@example.com'));
    await t.app.mailer.idle();
    expect(SIMILAR(known, unknown)).toBeLessThan(5);
  });

  it('register answers 409 for a taken email, rate-limited like every credential route', async () => {
    const limited = await createTestApp('sqlite', { authRateLimit: 2 });
    try {
      await registerLearner(limited.app, { email: 'taken@example.com' });
      const again = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { email: 'taken@example.com', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' },
          remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}`,
        });
      expect((await again()).statusCode).toBe(409);
      expect((await again()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
