import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestResetToken } from '@server/test/mail';
import { bearer, createTestApp, engines, registerLearner, type TestApp } from '@server/test/helpers';
import { redactResetToken } from '@server/app';

describe.each(engines)('learner authentication on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  describe('POST /api/register', () => {
    it('creates the account, signs the learner in and never returns the password', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: ' New.Learner@Example.com ', password: 'sturdy-horse-42', firstName: ' Grace ', lastName: 'Hopper' } });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ id: expect.any(Number), email: 'New.Learner@Example.com', firstName: 'Grace', lastName: 'Hopper', accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(JSON.stringify(body)).not.toContain('sturdy-horse-42');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.accessToken) });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: 'New.Learner@Example.com', firstName: 'Grace', lastName: 'Hopper', createdAt: expect.stringMatching(/Z$/) });
    });

    it('stores only a hash of the password and of the token', async () => {
      const learner = await registerLearner(t.app);
      const user = await t.database.db.selectFrom('users').selectAll().where('id', '=', learner.id).executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const tokens = await t.database.db.selectFrom('user_tokens').select('token_hash').execute();
      expect(tokens.map((r) => r.token_hash)).not.toContain(learner.accessToken);
      expect(tokens[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers 409 for an email already registered, whatever its case', async () => {
      await registerLearner(t.app, { email: 'taken@example.com' });
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'TAKEN@example.com', password: 'another-pass-9', firstName: 'A', lastName: 'B' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Email already registered', code: 'email_taken' });
    });

    it.each([
      [{ password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' }, 'Email is required', 'email'],
      [{ email: 'not-an-email', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' }, 'Email must be a valid email address', 'email'],
      [{ email: 'a@example.com', password: 'short', firstName: 'A', lastName: 'B' }, 'Password must be at least 6 characters long', 'password'],
      [{ email: 'a@example.com', password: 'x'.repeat(257), firstName: 'A', lastName: 'B' }, 'Password must be at most 256 characters long', 'password'],
      [{ email: 'a@example.com', password: 'sturdy-horse-42', firstName: '   ', lastName: 'B' }, 'First name is required', 'firstName'],
      [{ email: 'a@example.com', password: 'sturdy-horse-42', firstName: 'A' }, 'Last name is required', 'lastName'],
      [{ email: 'a@example.com', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B', role: 'admin' }, 'Unrecognized key: "role"', ''],
    ])('rejects %j with 400', async (payload, message, path) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toContain(message);
      expect(body.issues).toContainEqual(expect.objectContaining({ path }));
    });

    it('refuses a common password with a clear message', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'a@example.com', password: 'password123', firstName: 'A', lastName: 'B' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This password is too common and easy to guess: please choose another one');
    });

    it('answers 400 with a message for a body that is not JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalid_json' });
    });
  });

  describe('POST /api/login', () => {
    it('signs in with the right password, the email in any case', async () => {
      const learner = await registerLearner(t.app, { email: 'mixed@example.com' });
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'MIXED@example.com', password: learner.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: learner.id, email: 'mixed@example.com', firstName: 'Ada', lastName: 'Lovelace', accessToken: expect.any(String) });
      expect(res.json().accessToken).not.toBe(learner.accessToken);
    });

    it('answers 401 alike for a wrong password and an unknown email', async () => {
      const learner = await registerLearner(t.app);
      const wrong = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: 'not-the-password' } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nobody@example.com', password: 'not-the-password' } });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'bad_credentials' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('answers 403 for an imported account that has no password yet', async () => {
      await t.database.db
        .insertInto('users')
        .values({ email: 'old@example.com', email_lower: 'old@example.com', password_hash: null, first_name: 'Old', last_name: 'Account', created_at: new Date().toISOString() })
        .execute();
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'old@example.com', password: 'whatever-1' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Password reset required: use Forgot Password to set a new password', code: 'password_reset_required' });
    });

    it('answers 400 when the password is missing', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@example.com' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Password is required');
    });
  });

  describe('GET /api/auth/user and POST /api/logout', () => {
    it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
      for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toEqual(expect.any(String));
      }
    });

    it('revokes the token in use on logout and only that one', async () => {
      const learner = await registerLearner(t.app);
      const second = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password } })).json().accessToken as string;
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: learner.headers });
      expect(out.statusCode).toBe(204);
      expect(out.body).toBe('');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: learner.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(second) })).statusCode).toBe(200);
    });

    it('refuses a token idle for more than 30 days', async () => {
      const learner = await registerLearner(t.app);
      const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
      await t.database.db.updateTable('user_tokens').set({ last_used_at: old }).execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired: please sign in again');
    });

    it('keeps a token alive while it is used', async () => {
      const learner = await registerLearner(t.app);
      const old = new Date(Date.now() - 29 * 86_400_000).toISOString();
      await t.database.db.updateTable('user_tokens').set({ last_used_at: old }).execute();
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers })).statusCode).toBe(200);
      const row = await t.database.db.selectFrom('user_tokens').select('last_used_at').executeTakeFirstOrThrow();
      expect(Date.parse(row.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('ignores an admin cookie on a learner route', async () => {
      await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { username: 'root', password: 'admin-password-1' } });
      const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'root', password: 'admin-password-1' } });
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    it('mails a single-use link that sets a new password and revokes every session', async () => {
      const learner = await registerLearner(t.app, { email: 'forgetful@example.com' });
      const ask = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'Forgetful@example.com' } });
      expect(ask.statusCode).toBe(202);
      expect(ask.json()).toEqual({ message: expect.any(String) });
      const token = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));

      const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: token } });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: expect.any(String) });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password } })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: 'brand-new-secret-7' } })).statusCode).toBe(200);

      const again = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'another-secret-8', access_token: token } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'Invalid or expired reset link', code: 'invalid_reset_token' });
    });

    it('answers an unknown email exactly as a known one and sends nothing', async () => {
      await registerLearner(t.app, { email: 'known@example.com' });
      const known = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'known@example.com' } });
      const unknown = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'unknown@example.com' } });
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      await t.app.mailer.idle();
      expect(readdirSync(t.config.mailDir)).toHaveLength(1);
    });

    it('invalidates an older link when a new one is asked for', async () => {
      await registerLearner(t.app, { email: 'twice@example.com' });
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'twice@example.com' } });
      const first = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      await new Promise((r) => setTimeout(r, 5));
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'twice@example.com' } });
      const second = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      expect(second).not.toBe(first);
      expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: first } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: second } })).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      await registerLearner(t.app, { email: 'late@example.com' });
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'late@example.com' } });
      const token = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      await t.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: token } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid or expired reset link');
    });

    it('keeps the link usable after a refused short or common password', async () => {
      await registerLearner(t.app, { email: 'retry@example.com' });
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'retry@example.com' } });
      const token = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      const short = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'abc', access_token: token } });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toContain('Password must be at least 6 characters long');
      const common = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: '123456', access_token: token } });
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toContain('too common');
      const ok = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: token } });
      expect(ok.statusCode).toBe(200);
    });

    it('lets an imported account without a password set one', async () => {
      await t.database.db
        .insertInto('users')
        .values({ email: 'imported@example.com', email_lower: 'imported@example.com', password_hash: null, first_name: 'Im', last_name: 'Ported', created_at: new Date().toISOString() })
        .execute();
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'imported@example.com' } });
      const token = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'first-password-1', access_token: token } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'imported@example.com', password: 'first-password-1' } })).statusCode).toBe(200);
    });

    it('tells whether a link can be used without using it: 204 while usable, 400 once used, expired or unknown', async () => {
      await registerLearner(t.app, { email: 'check@example.com' });
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'check@example.com' } });
      const token = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      const fresh = await t.app.inject({ method: 'GET', url: `/api/reset-password/${token}` });
      expect(fresh.statusCode).toBe(204);
      expect(fresh.body).toBe('');
      // Asking twice does not use the link up.
      expect((await t.app.inject({ method: 'GET', url: `/api/reset-password/${token}` })).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: token } })).statusCode).toBe(200);
      const used = await t.app.inject({ method: 'GET', url: `/api/reset-password/${token}` });
      expect(used.statusCode).toBe(400);
      expect(used.json()).toEqual({ message: 'Invalid or expired reset link', code: 'invalid_reset_token' });
      expect((await t.app.inject({ method: 'GET', url: '/api/reset-password/nope-nope-nope' })).json()).toEqual({ message: 'Invalid or expired reset link', code: 'invalid_reset_token' });

      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'check@example.com' } });
      const late = (await t.app.mailer.idle(), latestResetToken(t.config.mailDir));
      await t.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await t.app.inject({ method: 'GET', url: `/api/reset-password/${late}` })).statusCode).toBe(400);
    });

    it('keeps a reset token in a path out of the logs', () => {
      expect(redactResetToken('/api/reset-password/abc.DEF-123?x=1')).toBe('/api/reset-password/[token]?x=1');
      expect(redactResetToken('/api/reset-password')).toBe('/api/reset-password');
    });

    it('answers 400 for an unknown token and for a missing email', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'brand-new-secret-7', access_token: 'nope-nope-nope' } })).json()).toEqual({
        message: 'Invalid or expired reset link',
        code: 'invalid_reset_token',
      });
      const missing = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Email is required');
    });
  });
});
