import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, loginAdmin, registerAdmin, registerLearner, type TestApp } from '@server/test/helpers';

describe.each(engines)('the list of administrators on %s', (engine) => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof registerAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(engine);
    root = await registerAdmin(t.app);
  });
  afterEach(() => t.close());

  const list = async (headers: Record<string, string> = root.headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number; username: string; createdAt: string }[]>();
  };
  const remove = (id: number, headers: Record<string, string> = root.headers, query = '') => t.app.inject({ method: 'DELETE', url: `/api/admin/admins/${id}${query}`, headers });
  const add = async (username: string) => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/register', headers: root.headers, payload: { username, password: 'admin-password-2' } })).statusCode).toBe(201);
    return loginAdmin(t.app, username, 'admin-password-2');
  };

  it('lists administrators without their passwords', async () => {
    await add('second');
    const admins = await list();
    expect(admins).toEqual([
      { id: expect.any(Number), username: 'root', createdAt: expect.stringMatching(/Z$/) },
      { id: expect.any(Number), username: 'second', createdAt: expect.stringMatching(/Z$/) },
    ]);
  });

  it('removes another administrator, 204, whose session ends with them', async () => {
    const second = await add('second');
    const id = (await list()).find((a) => a.username === 'second')!.id;
    expect((await remove(id)).statusCode).toBe(204);
    expect((await list()).map((a) => a.username)).toEqual(['root']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: second.headers })).statusCode).toBe(401);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Administrator not found', code: 'not_found' });
  });

  it('never removes the last administrator, even with confirm=self', async () => {
    const rootId = (await list())[0]!.id;
    for (const query of ['', '?confirm=self']) {
      const res = await remove(rootId, root.headers, query);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'The last administrator cannot be removed', code: 'last_admin' });
    }
    expect(await list()).toHaveLength(1);
  });

  it('removes yourself only with ?confirm=self, and then signs you out', async () => {
    await add('second');
    const rootId = (await list()).find((a) => a.username === 'root')!.id;
    const unconfirmed = await remove(rootId);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toContain('?confirm=self');
    const bad = await remove(rootId, root.headers, '?confirm=yes');
    expect(bad.statusCode).toBe(400);
    const confirmed = await remove(rootId, root.headers, '?confirm=self');
    expect(confirmed.statusCode).toBe(204);
    expect(String(confirmed.headers['set-cookie'])).toMatch(/certdrill_admin=;/);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: root.headers })).statusCode).toBe(401);
  });

  it('answers 401 to a learner and 403 to a cross-origin removal', async () => {
    const learner = await registerLearner(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: learner.headers })).statusCode).toBe(401);
    expect((await remove(1, learner.headers)).statusCode).toBe(401);
    await add('second');
    const id = (await list()).find((a) => a.username === 'second')!.id;
    expect((await remove(id, { ...root.headers, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await list()).toHaveLength(2);
  });
});
