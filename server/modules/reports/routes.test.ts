import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { submitSession } from '@server/test/admin-tools-fixtures';

describe.each(engines)('question reports on %s', (engine) => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedCatalog>>;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let seen: number[];
  let unseen: number;
  beforeEach(async () => {
    t = await createTestApp(engine);
    seeded = await seedCatalog(t.database, 4);
    learner = await registerLearner(t.app);
    const easy = seeded.questions.filter((q) => q.difficulty === 'easy');
    seen = easy.slice(0, 2).map((q) => q.id);
    unseen = easy[3]!.id;
    await submitSession(t.app, learner.headers, seeded.moduleId, 'easy', seen, ['A', 'A']);
  });
  afterEach(() => t.close());

  const report = (questionId: number, payload: object, headers: Record<string, string> = learner.headers) => t.app.inject({ method: 'POST', url: `/api/questions/${questionId}/reports`, headers, payload });

  it('files a report on a question seen in a submitted session, trimming the comment', async () => {
    const res = await report(seen[0]!, { reason: 'wrong_answer', comment: '  B is right, see RFC 1918.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), questionId: seen[0], reason: 'wrong_answer', comment: 'B is right, see RFC 1918.', status: 'open', createdAt: expect.stringMatching(/Z$/) });
    const bare = await report(seen[1]!, { reason: 'typo', comment: '   ' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ reason: 'typo', comment: null });
  });

  it('answers a second open report on the same question with the first, 200', async () => {
    const first = (await report(seen[0]!, { reason: 'unclear' })).json();
    const second = await report(seen[0]!, { reason: 'typo', comment: 'again' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
  });

  it('answers 404 for a question not seen in a submitted session, a deleted or unknown one', async () => {
    for (const id of [unseen, 999_999]) {
      const res = await report(id, { reason: 'other' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Question not found', code: 'not_found' });
    }
    const other = await registerLearner(t.app);
    expect((await report(seen[0]!, { reason: 'other' }, other.headers)).statusCode).toBe(404);
  });

  it('answers 400 with a message for a bad reason, a long comment or an unknown field, and 401 without a token', async () => {
    const bad = await report(seen[0]!, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Reason must be one of wrong_answer, unclear, typo, outdated, other');
    const long = await report(seen[0]!, { reason: 'other', comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Comment must be at most 1000 characters');
    expect((await report(seen[0]!, { reason: 'other', extra: 1 })).statusCode).toBe(400);
    expect((await report(seen[0]!, { reason: 'other' }, {})).statusCode).toBe(401);
  });

  it('lists reports for administrators newest first with reporter counts, and resolves or dismisses them', async () => {
    const admin = await registerAdmin(t.app);
    const other = await registerLearner(t.app);
    await submitSession(t.app, other.headers, seeded.moduleId, 'easy', seen, ['B', 'B']);
    const a = (await report(seen[0]!, { reason: 'wrong_answer' })).json();
    const b = (await report(seen[0]!, { reason: 'unclear', comment: 'Which RFC?' }, other.headers)).json();
    const c = (await report(seen[1]!, { reason: 'typo' })).json();
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/reports?status=open', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    const rows = list.json();
    expect(rows.map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id].sort((x, y) => y - x));
    expect(rows.find((r: { id: number }) => r.id === b.id)).toEqual({
      ...b,
      questionText: expect.stringContaining('which option is right?'),
      moduleId: seeded.moduleId,
      moduleName: 'Access Control',
      reporterCount: 2,
    });
    expect(rows.find((r: { id: number }) => r.id === c.id).reporterCount).toBe(1);

    const resolved = await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${a.id}`, headers: admin.headers, payload: { status: 'resolved', note: 'Key fixed' } });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ ...a, status: 'resolved' });
    const dismissed = await t.app.inject({ method: 'PUT', url: `/api/admin/reports/${c.id}`, headers: admin.headers, payload: { status: 'dismissed' } });
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });

    const open = (await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.headers })).json();
    expect(open).toEqual([expect.objectContaining({ id: b.id, reporterCount: 1 })]);
    const done = (await t.app.inject({ method: 'GET', url: '/api/admin/reports?status=resolved', headers: admin.headers })).json();
    expect(done.map((r: { id: number }) => r.id)).toEqual([a.id]);
    // Once closed, the learner may report the question again.
    expect((await report(seen[0]!, { reason: 'outdated' })).statusCode).toBe(201);
  });

  it('answers 400, 404 and 401 on the administrator calls', async () => {
    const admin = await registerAdmin(t.app);
    const badStatus = await t.app.inject({ method: 'GET', url: '/api/admin/reports?status=closed', headers: admin.headers });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('Status must be one of open, resolved, dismissed');
    const reopen = await t.app.inject({ method: 'PUT', url: '/api/admin/reports/1', headers: admin.headers, payload: { status: 'open' } });
    expect(reopen.statusCode).toBe(400);
    expect(reopen.json().message).toContain('Status must be resolved or dismissed');
    const missing = await t.app.inject({ method: 'PUT', url: '/api/admin/reports/999999', headers: admin.headers, payload: { status: 'resolved' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Report not found', code: 'not_found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: learner.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/reports/1', headers: learner.headers, payload: { status: 'resolved' } })).statusCode).toBe(401);
    const crossOrigin = await t.app.inject({ method: 'PUT', url: '/api/admin/reports/1', headers: { ...admin.headers, origin: 'https://evil.example' }, payload: { status: 'resolved' } });
    expect(crossOrigin.statusCode).toBe(403);
  });
});
