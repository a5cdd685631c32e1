import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAdmin, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

const question = (overrides: object = {}) => ({
  text: 'Which rule applies first?',
  options: [
    { id: 'A', text: 'The most specific' },
    { id: 'B', text: 'The most general' },
    { id: 'C', text: 'The newest' },
    { id: 'D', text: 'The oldest' },
  ],
  correctAnswer: 'A',
  difficulty: 'medium',
  explanation: 'Specific rules are evaluated before general ones.',
  ...overrides,
});

describe.each(engines)('administration on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  describe('accounts and sessions', () => {
    it('opens registration only while no administrator exists', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/status' })).json()).toEqual({ registrationOpen: true });
      const first = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { username: 'root', password: 'admin-password-1' } });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ id: expect.any(Number), username: 'root' });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/status' })).json()).toEqual({ registrationOpen: false });
      const second = await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { username: 'intruder', password: 'admin-password-2' } });
      expect(second.statusCode).toBe(403);
      expect(second.json()).toEqual({ message: 'Admin registration is closed: ask an existing administrator', code: 'registration_closed' });
    });

    it('lets a signed-in administrator add another, and refuses a taken username with 409', async () => {
      const admin = await registerAdmin(t.app);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/status', headers: admin.headers })).json()).toEqual({ registrationOpen: true });
      const added = await t.app.inject({ method: 'POST', url: '/api/admin/register', headers: admin.headers, payload: { username: 'second', password: 'admin-password-2' } });
      expect(added.statusCode).toBe(201);
      const taken = await t.app.inject({ method: 'POST', url: '/api/admin/register', headers: admin.headers, payload: { username: 'SECOND', password: 'admin-password-3' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'That username is already taken', code: 'username_taken' });
      await loginAdmin(t.app, 'second', 'admin-password-2');
    });

    it('sets an HttpOnly SameSite=Strict cookie and stores only its hash', async () => {
      await t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { username: 'root', password: 'admin-password-1' } });
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'ROOT', password: 'admin-password-1' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: expect.any(Number), username: 'root' });
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(/certdrill_admin=[A-Za-z0-9_-]{43}/);
      expect(header).toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Strict/i);
      expect(header).not.toMatch(/Secure/i); // plain http in tests
      const value = res.cookies.find((c) => c.name === 'certdrill_admin')!.value;
      const rows = await t.database.db.selectFrom('admin_sessions').select('token_hash').execute();
      expect(rows.map((r) => r.token_hash)).not.toContain(value);
    });

    it('answers 401 for a wrong password or unknown username, and 400 for missing fields', async () => {
      await registerAdmin(t.app);
      for (const payload of [
        { username: 'root', password: 'wrong-password' },
        { username: 'nobody', password: 'admin-password-1' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'bad_credentials' });
      }
      const missing = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: '  ' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('Username is required');
    });

    it('me answers the administrator, and logout ends the session on the server', async () => {
      const admin = await registerAdmin(t.app);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.headers })).json()).toEqual({ id: expect.any(Number), username: 'root' });
      const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: admin.headers });
      expect(out.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: admin.headers })).statusCode).toBe(401);
      expect(await t.database.db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
    });

    it('refuses state-changing admin calls from a foreign Origin, allows the app origin and no Origin', async () => {
      const admin = await registerAdmin(t.app);
      const payload = { name: 'Cert', description: 'Desc', level: 'Beginner' };
      const foreign = await t.app.inject({ method: 'POST', url: '/api/admin/certificates', headers: { ...admin.headers, origin: 'https://evil.example' }, payload });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'This request came from another site and was refused', code: 'cross_origin' });
      const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: 'https://evil.example' }, payload: { username: 'root', password: 'admin-password-1' } });
      expect(login.statusCode).toBe(403);
      const same = await t.app.inject({ method: 'POST', url: '/api/admin/certificates', headers: { ...admin.headers, origin: t.config.appUrl }, payload });
      expect(same.statusCode).toBe(201);
      const none = await t.app.inject({ method: 'POST', url: '/api/admin/certificates', headers: admin.headers, payload });
      expect(none.statusCode).toBe(201);
    });

    it('refuses a learner token and a missing session on every admin route with 401', async () => {
      await registerAdmin(t.app);
      const learner = await registerLearner(t.app);
      const calls = [
        ['GET', '/api/admin/me'],
        ['GET', '/api/admin/certificates'],
        ['POST', '/api/admin/certificates'],
        ['PUT', '/api/admin/certificates/1'],
        ['DELETE', '/api/admin/certificates/1'],
        ['GET', '/api/admin/modules?certificateId=1'],
        ['POST', '/api/admin/modules'],
        ['PUT', '/api/admin/modules/1'],
        ['DELETE', '/api/admin/modules/1'],
        ['GET', '/api/admin/questions?moduleId=1'],
        ['POST', '/api/admin/questions'],
        ['PUT', '/api/admin/questions/1'],
        ['DELETE', '/api/admin/questions/1'],
      ] as const;
      for (const [method, url] of calls) {
        expect((await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode, `${method} ${url}`).toBe(401);
        expect((await t.app.inject({ method, url, headers: learner.headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} })).statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('catalogue management', () => {
    let headers: Record<string, string>;
    beforeEach(async () => {
      headers = (await registerAdmin(t.app)).headers;
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers, payload });

    it('creates, edits, lists and deletes a certificate', async () => {
      const created = await call('POST', '/api/admin/certificates', { name: ' Networking ', description: 'Nets.', level: 'Advanced' });
      expect(created.statusCode).toBe(201);
      const cert = created.json();
      expect(cert).toEqual({ id: expect.any(Number), name: 'Networking', description: 'Nets.', level: 'Advanced', moduleCount: 0, questionCount: 0 });
      const edited = await call('PUT', `/api/admin/certificates/${cert.id}`, { name: 'Networking II', description: 'More nets.', level: 'Intermediate' });
      expect(edited.json()).toMatchObject({ id: cert.id, name: 'Networking II', level: 'Intermediate' });
      expect((await call('GET', '/api/admin/certificates')).json()).toEqual([edited.json()]);
      expect((await call('DELETE', `/api/admin/certificates/${cert.id}`)).statusCode).toBe(204);
      expect((await call('GET', '/api/admin/certificates')).json()).toEqual([]);
      expect((await call('DELETE', `/api/admin/certificates/${cert.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/admin/certificates/${cert.id}`, { name: 'x', description: 'y', level: 'Beginner' })).statusCode).toBe(404);
    });

    it.each([
      [{ description: 'd', level: 'Beginner' }, 'Name is required'],
      [{ name: 'n', description: ' ', level: 'Beginner' }, 'Description is required'],
      [{ name: 'n', description: 'd', level: 'Expert' }, 'Level must be Beginner, Intermediate or Advanced'],
    ])('rejects certificate %j', async (payload, message) => {
      const res = await call('POST', '/api/admin/certificates', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('creates modules with order 1 by default, edits and deletes them with their questions', async () => {
      const cert = (await call('POST', '/api/admin/certificates', { name: 'C', description: 'D', level: 'Beginner' })).json();
      const mod = await call('POST', '/api/admin/modules', { name: 'M', description: 'Desc', certificateId: cert.id });
      expect(mod.statusCode).toBe(201);
      expect(mod.json()).toEqual({ id: expect.any(Number), name: 'M', description: 'Desc', certificateId: cert.id, order: 1, hasQuestions: false, questionCounts: { easy: 0, medium: 0, hard: 0 } });
      const id = mod.json().id as number;
      expect((await call('PUT', `/api/admin/modules/${id}`, { name: 'M2', description: 'Desc2', order: 3 })).json()).toMatchObject({ name: 'M2', order: 3 });
      expect((await call('PUT', `/api/admin/modules/${id}`, { name: 'M3', description: 'Desc3' })).json()).toMatchObject({ name: 'M3', order: 3 });
      await call('POST', '/api/admin/questions', { ...question(), moduleId: id });
      const list = (await call('GET', `/api/admin/modules?certificateId=${cert.id}`)).json();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ hasQuestions: true, questionCounts: { easy: 0, medium: 1, hard: 0 } });
      expect((await call('DELETE', `/api/admin/modules/${id}`)).statusCode).toBe(204);
      expect((await call('GET', `/api/admin/modules?certificateId=${cert.id}`)).json()).toEqual([]);
      expect((await call('GET', `/api/admin/questions?moduleId=${id}`)).statusCode).toBe(404);
      expect((await call('POST', '/api/admin/modules', { name: 'M', description: 'D', certificateId: 99999 })).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/modules?certificateId=99999')).statusCode).toBe(404);
      expect((await call('GET', '/api/admin/modules')).statusCode).toBe(400);
    });

    it('creates, edits and deletes questions; the module never changes on edit', async () => {
      const seeded = await seedCatalog(t.database, 1);
      const created = await call('POST', '/api/admin/questions', { ...question(), moduleId: seeded.emptyModuleId });
      expect(created.statusCode).toBe(201);
      const q = created.json();
      expect(q).toEqual({ id: expect.any(Number), ...question(), type: 'single', moduleId: seeded.emptyModuleId });
      const edited = await call('PUT', `/api/admin/questions/${q.id}`, question({ text: 'Which rule wins?', correctAnswer: 'C', difficulty: 'hard' }));
      expect(edited.json()).toMatchObject({ id: q.id, text: 'Which rule wins?', correctAnswer: 'C', difficulty: 'hard', moduleId: seeded.emptyModuleId });
      const moved = await call('PUT', `/api/admin/questions/${q.id}`, { ...question(), moduleId: seeded.moduleId });
      expect(moved.statusCode).toBe(400);
      expect((await call('GET', `/api/admin/questions?moduleId=${seeded.emptyModuleId}`)).json()).toEqual([edited.json()]);
      expect((await call('DELETE', `/api/admin/questions/${q.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admin/questions/${q.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/questions?moduleId=${seeded.emptyModuleId}`)).json()).toEqual([]);
      expect((await call('POST', '/api/admin/questions', { ...question(), moduleId: 99999 })).statusCode).toBe(404);
    });

    it.each([
      [{ options: question().options.slice(0, 3) }, 'exactly four options'],
      [{ options: [...question().options.slice(0, 3), { id: 'E', text: 'x' }] }, 'Option must be A, B, C or D'],
      [{ options: [question().options[1], question().options[0], ...question().options.slice(2)] }, 'ids A, B, C and D in that order'],
      [{ options: [{ id: 'A', text: ' ' }, ...question().options.slice(1)] }, 'Option text is required'],
      [{ correctAnswer: 'E' }, 'Correct answer must use only the letters A, B, C and D'],
      [{ difficulty: 'mixed' }, 'Difficulty must be easy, medium or hard'],
      [{ explanation: '' }, 'Explanation is required'],
      [{ text: '   ' }, 'Question text is required'],
    ])('rejects question %j', async (overrides, message) => {
      const seeded = await seedCatalog(t.database, 1);
      const res = await call('POST', '/api/admin/questions', { ...question(overrides), moduleId: seeded.moduleId });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    });

    it('creates, lists and edits questions of both types, inferring the type when none is given', async () => {
      const seeded = await seedCatalog(t.database, 1);
      const moduleId = seeded.emptyModuleId;
      const multiple = await call('POST', '/api/admin/questions', { ...question({ type: 'multiple', correctAnswer: 'AC' }), moduleId });
      expect(multiple.statusCode).toBe(201);
      expect(multiple.json()).toEqual({ id: expect.any(Number), ...question({ type: 'multiple', correctAnswer: 'AC' }), moduleId });
      const inferredMultiple = await call('POST', '/api/admin/questions', { ...question({ text: 'Which two?', correctAnswer: 'BCD' }), moduleId });
      expect(inferredMultiple.json()).toMatchObject({ type: 'multiple', correctAnswer: 'BCD' });
      const inferredSingle = await call('POST', '/api/admin/questions', { ...question({ text: 'Which one?', correctAnswer: 'D' }), moduleId });
      expect(inferredSingle.json()).toMatchObject({ type: 'single', correctAnswer: 'D' });
      const single = await call('POST', '/api/admin/questions', { ...question({ text: 'Which, explicitly?', type: 'single', correctAnswer: 'B' }), moduleId });
      expect(single.json()).toMatchObject({ type: 'single', correctAnswer: 'B' });

      const list = await call('GET', `/api/admin/questions?moduleId=${moduleId}`);
      expect(list.json()).toEqual([multiple.json(), inferredMultiple.json(), inferredSingle.json(), single.json()]);

      // A single question turned multiple by its key alone, and a multiple one turned single explicitly.
      const toMultiple = await call('PUT', `/api/admin/questions/${single.json().id}`, question({ text: 'Which, explicitly?', correctAnswer: 'BD' }));
      expect(toMultiple.statusCode).toBe(200);
      expect(toMultiple.json()).toEqual({ ...single.json(), type: 'multiple', correctAnswer: 'BD' });
      const toSingle = await call('PUT', `/api/admin/questions/${multiple.json().id}`, question({ type: 'single', correctAnswer: 'C' }));
      expect(toSingle.json()).toEqual({ ...multiple.json(), type: 'single', correctAnswer: 'C' });
      const stored = await t.database.db.selectFrom('questions').select(['type', 'correct_answer']).where('id', '=', single.json().id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ type: 'multiple', correct_answer: 'BD' });
    });

    it('stores the type of imported questions', async () => {
      const seeded = await seedCatalog(t.database, 1);
      const file = JSON.stringify([{ ...question({ text: 'Pick two.', correctAnswer: 'BD' }) }, { ...question({ text: 'Pick one.', correctAnswer: 'C' }) }]);
      const url = `/api/admin/modules/${seeded.emptyModuleId}/questions/import?format=json&dryRun=false`;
      const res = await t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: file });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ imported: 2, errors: [] });
      const list = (await call('GET', `/api/admin/questions?moduleId=${seeded.emptyModuleId}`)).json();
      expect(list.map((q: { text: string; type: string; correctAnswer: string }) => [q.text, q.type, q.correctAnswer])).toEqual([
        ['Pick two.', 'multiple', 'BD'],
        ['Pick one.', 'single', 'C'],
      ]);
    });

    it.each([
      [{ correctAnswer: 'AE' }, 'Correct answer must use only the letters A, B, C and D'],
      [{ correctAnswer: 'a' }, 'Correct answer must use only the letters A, B, C and D'],
      [{ correctAnswer: 'A,C' }, 'Correct answer must use only the letters A, B, C and D'],
      [{ correctAnswer: 'CA' }, 'Correct answer must list its letters in alphabetical order ("AC", not "CA")'],
      [{ correctAnswer: 'ACC' }, 'Correct answer must not repeat a letter ("ACC")'],
      [{ correctAnswer: '' }, 'Correct answer is required'],
      [{ type: 'single', correctAnswer: 'AB' }, 'A single-answer question has exactly one correct option'],
      [{ type: 'multiple', correctAnswer: 'B' }, 'A multiple-answer question has two or three correct options'],
      [{ type: 'multiple', correctAnswer: 'ABCD' }, 'A multiple-answer question has two or three correct options'],
      [{ correctAnswer: 'ABCD' }, 'A multiple-answer question has two or three correct options'],
      [{ type: 'many', correctAnswer: 'AB' }, 'Type must be single or multiple'],
    ])('refuses the key of %j with a 400 that says why, on create and on edit', async (overrides, message) => {
      const seeded = await seedCatalog(t.database, 1);
      const created = await call('POST', '/api/admin/questions', { ...question(overrides), moduleId: seeded.moduleId });
      expect(created.statusCode).toBe(400);
      const field = 'type' in overrides && overrides.type === 'many' ? 'type' : 'correctAnswer';
      expect(created.json()).toEqual({ message: `${message} (${field})`, issues: [{ path: field, message }], code: 'validation' });
      const edited = await call('PUT', `/api/admin/questions/${seeded.questions[0]!.id}`, question(overrides));
      expect(edited.statusCode).toBe(400);
      expect(edited.json().message).toBe(`${message} (${field})`);
      const stored = await t.database.db.selectFrom('questions').select(['type', 'correct_answer']).where('id', '=', seeded.questions[0]!.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ type: 'single', correct_answer: 'A' });
    });

    it('reflects admin edits in the learner catalogue at once', async () => {
      const seeded = await seedCatalog(t.database, 1);
      const learner = await registerLearner(t.app);
      const before = (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: learner.headers })).json();
      expect(before[0].name).toBe('Test Administrator');
      await call('PUT', `/api/admin/certificates/${seeded.certificateId}`, { name: 'Renamed', description: 'D', level: 'Beginner' });
      const after = (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: learner.headers })).json();
      expect(after[0].name).toBe('Renamed');

      // A soft delete too: the deleted question leaves the cached counts and the quiz draw at once.
      const draw = () => t.app.inject({ method: 'GET', url: `/api/modules/${seeded.moduleId}/quiz/easy`, headers: learner.headers });
      expect((await draw()).json()).toHaveLength(1);
      expect((await call('DELETE', `/api/admin/questions/${seeded.questions[0]!.id}`)).statusCode).toBe(204);
      expect((await draw()).json()).toEqual([]);
      const counts = (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: learner.headers })).json();
      expect(counts[0].questionCount).toBe(2);
    });
  });
});
