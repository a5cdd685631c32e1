import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '@server/app';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { submitSession } from '@server/test/admin-tools-fixtures';
import { latestResetToken } from '@server/test/mail';

/** Rows of every table that holds something of this learner. */
async function traces(t: TestApp, userId: number) {
  const db = t.database.db;
  const count = async (table: 'user_tokens' | 'password_resets' | 'quiz_sessions' | 'attempts' | 'question_stats' | 'review_cards' | 'review_logs' | 'question_reports') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const users = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    users,
    user_tokens: await count('user_tokens'),
    password_resets: await count('password_resets'),
    quiz_sessions: await count('quiz_sessions'),
    attempts: await count('attempts'),
    question_stats: await count('question_stats'),
    review_cards: await count('review_cards'),
    review_logs: await count('review_logs'),
    question_reports: await count('question_reports'),
  };
}

/** Gives a learner something in every table: a graded session, an attempt in progress, a report, a reset token. */
async function busyLearner(app: App, seeded: Awaited<ReturnType<typeof seedCatalog>>, learner: Awaited<ReturnType<typeof registerLearner>>) {
  const easy = seeded.questions.filter((q) => q.difficulty === 'easy').map((q) => q.id);
  await submitSession(app, learner.headers, seeded.moduleId, 'easy', easy.slice(0, 2), ['A', 'C']);
  expect((await app.inject({ method: 'POST', url: `/api/questions/${easy[0]}/reports`, headers: learner.headers, payload: { reason: 'typo' } })).statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/attempts', headers: learner.headers, payload: { mode: 'practice', moduleId: seeded.moduleId, difficulty: 'medium' } })).statusCode).toBe(201);
  expect((await app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: learner.email } })).statusCode).toBe(202);
  await app.mailer.idle();
}

describe.each(engines)('learners for administrators on %s', (engine) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(engine, { quizSize: 4 });
    admin = await registerAdmin(t.app);
  });
  afterEach(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const importCsv = (csv: string, dryRun: boolean, contentType = 'text/csv') =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/import?dryRun=${dryRun}`, headers: { ...admin.headers, 'content-type': contentType }, payload: csv });

  it('lists learners newest first, searching email or name case-insensitively, page by page', async () => {
    const ada = await registerLearner(t.app, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    const grace = await registerLearner(t.app, { email: 'grace@navy.example', firstName: 'Grace', lastName: 'Hopper' });
    const alan = await registerLearner(t.app, { email: 'alan@example.com', firstName: 'Alan', lastName: 'Turing' });
    const all = await call('GET', '/api/admin/users');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(3);
    expect(body.users.map((u: { id: number }) => u.id)).toEqual([alan.id, grace.id, ada.id]);
    expect(body.users[2]).toEqual({
      id: ada.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: expect.stringMatching(/Z$/),
      lastActiveAt: expect.stringMatching(/Z$/),
      attempts: 0,
      disabled: false,
      passwordSet: true,
    });
    expect((await call('GET', '/api/admin/users?query=HOPPER')).json()).toEqual({ total: 1, users: [expect.objectContaining({ id: grace.id })] });
    expect((await call('GET', '/api/admin/users?query=grace%20hop')).json().total).toBe(1);
    expect((await call('GET', '/api/admin/users?query=EXAMPLE.COM')).json().total).toBe(2);
    // A % is a letter, not a wildcard.
    expect((await call('GET', '/api/admin/users?query=%25')).json()).toEqual({ total: 0, users: [] });
    const page2 = (await call('GET', '/api/admin/users?page=2&pageSize=2')).json();
    expect(page2).toEqual({ total: 3, users: [expect.objectContaining({ id: ada.id })] });
    const bad = await call('GET', '/api/admin/users?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Page size must be between 1 and 200');
    expect((await call('GET', '/api/admin/users?page=0')).statusCode).toBe(400);
  });

  it('shows one learner with attempts, last activity and the progress shape; 404 for an unknown id', async () => {
    const seeded = await seedCatalog(t.database, 4);
    const learner = await registerLearner(t.app);
    const easy = seeded.questions.filter((q) => q.difficulty === 'easy');
    const correct = easy.slice(0, 2).map((q) => q.correct);
    await submitSession(
      t.app,
      learner.headers,
      seeded.moduleId,
      'easy',
      easy.slice(0, 2).map((q) => q.id),
      correct,
    );
    const res = await call('GET', `/api/admin/users/${learner.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: learner.id, attempts: 1, disabled: false, passwordSet: true });
    const own = (await t.app.inject({ method: 'GET', url: '/api/progress', headers: learner.headers })).json();
    expect(detail.progress).toEqual(own);
    expect(detail.progress).toMatchObject({ totalQuizzes: 1, totalCorrect: 2, totalQuestions: 2 });
    const missing = await call('GET', '/api/admin/users/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Learner not found', code: 'not_found' });
  });

  it('disabling signs the learner out at once and refuses sign-in with 403; enabling lets them sign in again', async () => {
    const learner = await registerLearner(t.app);
    const res = await call('PUT', `/api/admin/users/${learner.id}`, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: learner.id, disabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: 'This account is disabled', code: 'account_disabled' });
    // A wrong password does not tell that the account is disabled.
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: 'not-the-password' } })).statusCode).toBe(401);
    expect((await call('PUT', `/api/admin/users/${learner.id}`, { disabled: false })).json()).toMatchObject({ disabled: false });
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password } })).statusCode).toBe(200);
    const bad = await call('PUT', `/api/admin/users/${learner.id}`, { disabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Disabled must be true or false');
    expect((await call('PUT', '/api/admin/users/999999', { disabled: true })).statusCode).toBe(404);
  });

  it('rejects a token of a disabled account even when it is still stored', async () => {
    const learner = await registerLearner(t.app);
    await t.database.db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', learner.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'This account is disabled', code: 'account_disabled' });
  });

  it('mails a reset link on request, 202, that sets a new password', async () => {
    const learner = await registerLearner(t.app);
    const res = await call('POST', `/api/admin/users/${learner.id}/reset-link`);
    expect(res.statusCode).toBe(202);
    await t.app.mailer.idle();
    const token = latestResetToken(t.config.mailDir);
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { access_token: token, password: 'a-brand-new-secret-7' } });
    expect(reset.statusCode).toBe(200);
    expect((await call('POST', '/api/admin/users/999999/reset-link')).statusCode).toBe(404);
  });

  it('erases a learner and everything of theirs, 204, and leaves other learners alone', async () => {
    const seeded = await seedCatalog(t.database, 4);
    const learner = await registerLearner(t.app);
    const other = await registerLearner(t.app);
    await busyLearner(t.app, seeded, learner);
    await busyLearner(t.app, seeded, other);
    const before = await traces(t, learner.id);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const res = await call('DELETE', `/api/admin/users/${learner.id}`);
    expect(res.statusCode).toBe(204);
    expect(Object.values(await traces(t, learner.id)).every((n) => n === 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers })).statusCode).toBe(401);
    expect((await traces(t, other.id)).quiz_sessions).toBe(1);
    expect((await call('DELETE', `/api/admin/users/${learner.id}`)).statusCode).toBe(404);
  });

  it('imports learners from CSV: a dry run stores nothing, a real run stores them without a password', async () => {
    await registerLearner(t.app, { email: 'taken@example.com' });
    const csv = 'email,firstName,lastName\r\nnew.one@example.com,New,One\r\nTAKEN@example.com,Old,Account\r\n"two@example.com","Two, Jr.",Person\r\n';
    const dry = await importCsv(csv, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ imported: 2, skipped: 1, errors: [] });
    expect((await call('GET', '/api/admin/users')).json().total).toBe(1);
    const real = await importCsv(csv, false, 'text/plain');
    expect(real.json()).toEqual({ imported: 2, skipped: 1, errors: [] });
    const list = (await call('GET', '/api/admin/users?query=two@')).json();
    expect(list.users).toEqual([expect.objectContaining({ email: 'two@example.com', firstName: 'Two, Jr.', lastName: 'Person', passwordSet: false, lastActiveAt: null, attempts: 0 })]);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'new.one@example.com', password: 'whatever-1' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: 'Password reset required: use Forgot Password to set a new password', code: 'password_reset_required' });
    // Importing the same file again skips everyone.
    expect((await importCsv(csv, false)).json()).toEqual({ imported: 0, skipped: 3, errors: [] });
  });

  it('lists each bad row with its line and stores nothing; a missing header or an empty file is a 400', async () => {
    const csv = ['lastName,EMAIL,firstName', 'One,one@example.com,Uno', 'Two,not-an-email,Dos', ',three@example.com,Tres', 'Four,one@EXAMPLE.com,Cuatro', 'Five,five@example.com'].join('\n');
    const res = await importCsv(csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: 0,
      skipped: 0,
      errors: [
        { line: 3, message: 'Email must be a valid email address' },
        { line: 4, message: 'Last name is required' },
        { line: 5, message: 'one@EXAMPLE.com is already on line 2' },
        { line: 6, message: 'This row has 2 fields but the header has 3' },
      ],
    });
    expect((await call('GET', '/api/admin/users')).json().total).toBe(0);
    const noHeader = await importCsv('one@example.com,Uno,One\n', false);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json()).toEqual({ message: 'The first line must be the header email,firstName,lastName', code: 'bad_import' });
    expect((await importCsv('', false)).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/admin/users/import', headers: admin.headers, payload: { email: 'x@example.com' } });
    expect(json.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/users/import?dryRun=maybe', headers: { ...admin.headers, 'content-type': 'text/csv' }, payload: 'email,firstName,lastName\n' })).statusCode,
    ).toBe(400);
  });

  it('answers 401 to a learner on every administrator call, and 403 to a cross-origin write', async () => {
    const learner = await registerLearner(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${learner.id}`],
      ['PUT', `/api/admin/users/${learner.id}`],
      ['POST', `/api/admin/users/${learner.id}/reset-link`],
      ['DELETE', `/api/admin/users/${learner.id}`],
      ['POST', '/api/admin/users/import'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { ...learner.headers, 'content-type': 'text/csv' }, payload: method === 'PUT' ? '{"disabled":true}' : method === 'GET' ? undefined : '' });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const cross = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${learner.id}`, headers: { ...admin.headers, origin: 'https://evil.example' } });
    expect(cross.statusCode).toBe(403);
    expect((await traces(t, learner.id)).users).toBe(1);
  });
});

describe.each(engines)('a learner erasing their own account on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { quizSize: 4 });
  });
  afterEach(() => t.close());

  it('refuses a wrong password with 403 and keeps everything; the right one erases it all, 204', async () => {
    const seeded = await seedCatalog(t.database, 4);
    const learner = await registerLearner(t.app);
    await busyLearner(t.app, seeded, learner);
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: learner.headers, payload: { password: 'not-my-password' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: 'That password is not right: your account was not erased', code: 'bad_password' });
    expect((await traces(t, learner.id)).quiz_sessions).toBe(1);
    const missing = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: learner.headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Password is required');
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: learner.headers, payload: { password: learner.password } });
    expect(res.statusCode).toBe(204);
    expect(Object.values(await traces(t, learner.id)).every((n) => n === 0)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: learner.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: learner.email, password: learner.password } })).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/user', payload: { password: 'x' } })).statusCode).toBe(401);
  });
});
