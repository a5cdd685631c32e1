import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, type TestApp } from '../test/helpers';
import { latestResetToken } from '../test/mail';

const learner = { email: 'grace.hopper@example.com', firstName: 'Grace', lastName: 'Hopper' };

describe.each(engines)('password rules on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  const register = (password: string, fields: Partial<typeof learner> = {}) => t.app.inject({ method: 'POST', url: '/api/register', payload: { ...learner, ...fields, password } });

  it.each([
    ['common', 'password1', 'This password is too common and easy to guess: please choose another one'],
    ['common, in capitals', 'QWERTY123', 'This password is too common and easy to guess: please choose another one'],
    ['short', 'x7#q', 'Password must be at least 6 characters long'],
    ['the email local part', 'grace.hopper', 'This password contains your name or email address: please choose one that does not'],
    ['containing the first name', 'xx-GRACE-1977', 'This password contains your name or email address: please choose one that does not'],
    ['containing the last name', 'hopper!ship9', 'This password contains your name or email address: please choose one that does not'],
  ])('refuses a learner password that is %s, saying what to do', async (_what, password, message) => {
    const res = await register(password);
    expect(res.statusCode).toBe(400);
    // Schema problems name the field after the sentence: "... long (password)".
    expect(res.json().message).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(password\\))?$`));
  });

  it('ignores names and local parts shorter than 3 characters', async () => {
    const res = await register('sturdy-horse-42', { email: 'st@example.com', firstName: 'St', lastName: 'Ho' });
    expect(res.statusCode).toBe(201);
  });

  it('applies the same rules to a reset, and a refused one leaves the link usable', async () => {
    await registerLearner(t.app, { ...learner, password: 'sturdy-horse-42' });
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: learner.email } });
    await t.app.mailer.idle();
    const token = latestResetToken(t.config.mailDir);
    const reset = (password: string) => t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { access_token: token, password } });
    const personal = await reset('Hopper-2026!');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe('This password contains your name or email address: please choose one that does not');
    expect((await reset('iloveyou')).json().message).toBe('This password is too common and easy to guess: please choose another one');
    expect((await reset('quiet-lantern-88')).statusCode).toBe(200);
  });

  it('applies the rules to an administrator password', async () => {
    const adminRegister = (username: string, password: string, headers = {}) => t.app.inject({ method: 'POST', url: '/api/admin/register', headers, payload: { username, password } });
    const common = await adminRegister('root', 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('This password is too common and easy to guess: please choose another one');
    const personal = await adminRegister('operator', 'my-Operator-pass');
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe('This password contains your username: please choose one that does not');
    const short = await adminRegister('operator', 'x7#qz');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters long');
    // The first run stays open after refusals.
    const admin = await registerAdmin(t.app, 'root', 'admin-password-1');
    expect((await adminRegister('second', 'password123', admin.headers)).statusCode).toBe(400);
  });
});
