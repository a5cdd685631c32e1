import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '../../test/helpers';

type Seeded = Awaited<ReturnType<typeof seedCatalog>>;
type Drawn = { id: number; correctAnswer: string; difficulty: string; moduleId: number; options: { id: string }[] };

describe.each(engines)('quiz on %s', (engine) => {
  let t: TestApp;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let seeded: Seeded;
  beforeEach(async () => {
    t = await createTestApp(engine, { quizSize: 10 });
    seeded = await seedCatalog(t.database, 12);
    learner = await registerLearner(t.app);
  });
  afterEach(() => t.close());

  const draw = async (difficulty: string, headers = learner.headers) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/modules/${seeded.moduleId}/quiz/${difficulty}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Drawn[]>();
  };
  const submit = (payload: object, headers = learner.headers) => t.app.inject({ method: 'POST', url: '/api/quiz-sessions', headers, payload });

  describe('GET /api/modules/:id/quiz/:difficulty', () => {
    it('draws QUIZ_SIZE questions of the difficulty, each with four options A to D', async () => {
      const questions = await draw('medium');
      expect(questions).toHaveLength(10);
      expect(new Set(questions.map((q) => q.id)).size).toBe(10);
      for (const q of questions) {
        expect(q.difficulty).toBe('medium');
        expect(q.moduleId).toBe(seeded.moduleId);
        expect(q.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D']);
        expect(q).toHaveProperty('explanation');
      }
    });

    it('mixes every difficulty for mixed', async () => {
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) for (const q of await draw('mixed')) seen.add(q.difficulty);
      expect([...seen].sort()).toEqual(['easy', 'hard', 'medium']);
    });

    it('answers fewer questions when fewer exist, and an empty list for an empty module', async () => {
      const small = await createTestApp(engine, { quizSize: 50 });
      try {
        const s = await seedCatalog(small.database, 3);
        const l = await registerLearner(small.app);
        const res = await small.app.inject({ method: 'GET', url: `/api/modules/${s.moduleId}/quiz/hard`, headers: l.headers });
        expect(res.json()).toHaveLength(3);
        const empty = await small.app.inject({ method: 'GET', url: `/api/modules/${s.emptyModuleId}/quiz/easy`, headers: l.headers });
        expect(empty.statusCode).toBe(200);
        expect(empty.json()).toEqual([]);
      } finally {
        await small.close();
      }
    });

    it('favours questions the learner has not seen, then those answered wrong', async () => {
      const first = await draw('easy'); // 10 of the 12 easy questions
      // Answer all wrong except the first, which is answered right.
      const answers = first.map((q, i) => (i === 0 ? q.correctAnswer : q.correctAnswer === 'A' ? 'B' : 'A'));
      expect((await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: first.map((q) => q.id), answers, timeUsed: 100 })).statusCode).toBe(201);
      const second = await draw('easy');
      const firstIds = new Set(first.map((q) => q.id));
      const unseen = seeded.questions.filter((q) => q.difficulty === 'easy' && !firstIds.has(q.id)).map((q) => q.id);
      // Both unseen questions come first, then the 8 more come from the 9 answered wrong; the one answered right is left out.
      expect(second.map((q) => q.id)).toEqual(expect.arrayContaining(unseen));
      expect(second.map((q) => q.id)).not.toContain(first[0]!.id);
    });

    it('answers 400 for an unknown difficulty and 404 for an unknown module', async () => {
      const bad = await t.app.inject({ method: 'GET', url: `/api/modules/${seeded.moduleId}/quiz/expert`, headers: learner.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Difficulty must be easy, medium, hard or mixed');
      const missing = await t.app.inject({ method: 'GET', url: '/api/modules/99999/quiz/easy', headers: learner.headers });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Module not found' });
    });
  });

  describe('POST /api/quiz-sessions', () => {
    it('grades on the server, ignoring the score the client sent', async () => {
      const qs = await draw('hard');
      const answers = qs.map((q, i) => (i < 7 ? q.correctAnswer : ''));
      const res = await submit({ moduleId: seeded.moduleId, difficulty: 'hard', questions: qs.map((q) => q.id), answers, score: 10, totalQuestions: 10, timeUsed: 215 });
      expect(res.statusCode).toBe(201);
      const session = res.json();
      expect(session).toMatchObject({ moduleId: seeded.moduleId, moduleName: 'Access Control', certificateId: seeded.certificateId, difficulty: 'hard', score: 7, totalQuestions: 10, timeUsed: 215, answers });
      expect(session.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
      expect(session.review).toHaveLength(10);
      expect(session.review[0]).toEqual({ questionId: qs[0]!.id, text: expect.any(String), options: expect.any(Array), chosen: qs[0]!.correctAnswer, correctAnswer: qs[0]!.correctAnswer, correct: true, explanation: expect.any(String) });
      expect(session.review[9]).toMatchObject({ chosen: '', correct: false });
      const again = await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: learner.headers });
      expect(again.json()).toEqual(session);
    });

    it('answers a repeated submit within a minute with the first session, stored once', async () => {
      const qs = await draw('easy');
      const body = { moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map((q) => q.correctAnswer), timeUsed: 90 };
      const [a, b] = await Promise.all([submit(body), submit(body)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().id).toBe(b.json().id);
      const c = await submit(body);
      expect(c.statusCode).toBe(200);
      expect(c.json().id).toBe(a.json().id);
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json()).toHaveLength(1);
    });

    it.each([
      ['a repeated question id', (q: number[]) => ({ questions: [q[0], q[0]], answers: ['A', 'B'] }), 'more than once'],
      ['fewer answers than questions', (q: number[]) => ({ questions: q.slice(0, 3), answers: ['A'] }), 'There are 1 answers for 3 questions'],
      ['an answer that is not A to D', (q: number[]) => ({ questions: q.slice(0, 1), answers: ['E'] }), 'Each answer must be A, B, C, D or empty'],
      ['timeUsed above 360 seconds', (q: number[]) => ({ questions: q.slice(0, 1), answers: ['A'], timeUsed: 400 }), 'between 0 and 360'],
      ['negative timeUsed', (q: number[]) => ({ questions: q.slice(0, 1), answers: ['A'], timeUsed: -1 }), 'between 0 and 360'],
      ['no questions', () => ({ questions: [], answers: [] }), 'at least one question'],
      ['an unknown field', (q: number[]) => ({ questions: q.slice(0, 1), answers: ['A'], cheat: true }), 'Unrecognized key'],
    ])('answers 400 for %s', async (_name, make, message) => {
      const ids = seeded.questions.map((q) => q.id);
      const res = await submit({ moduleId: seeded.moduleId, difficulty: 'easy', timeUsed: 10, ...make(ids) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json()).toEqual([]);
    });

    it('answers 400 for a question of another module and 404 for an unknown module', async () => {
      const other = await seedCatalog(t.database, 1);
      const res = await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: [other.questions[0]!.id], answers: ['A'], timeUsed: 5 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Question ${other.questions[0]!.id} does not belong to this module`);
      expect((await submit({ moduleId: 99999, difficulty: 'easy', questions: [1], answers: ['A'], timeUsed: 5 })).statusCode).toBe(404);
    });

    it('keeps the attempt, its module name and its review after the module is deleted', async () => {
      const qs = await draw('easy');
      const session = (await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map((q) => q.correctAnswer), timeUsed: 60 })).json();
      const admin = await registerAdmin(t.app);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/certificates/${seeded.certificateId}`, headers: admin.headers })).statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: learner.headers });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(session);
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json()[0]).toMatchObject({ moduleId: seeded.moduleId, moduleName: 'Access Control' });
    });

    it('accepts an attempt finished after one of its questions was deleted', async () => {
      const qs = await draw('easy');
      const admin = await registerAdmin(t.app);
      await t.app.inject({ method: 'DELETE', url: `/api/admin/questions/${qs[0]!.id}`, headers: admin.headers });
      const res = await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map((q) => q.correctAnswer), timeUsed: 60 });
      expect(res.statusCode).toBe(201);
      expect(res.json().score).toBe(10);
    });
  });

  describe('GET /api/quiz-sessions/:id and /api/quiz-history', () => {
    it('lists every attempt newest first with the module name', async () => {
      const ids: number[] = [];
      for (const [i, d] of (['easy', 'medium', 'hard'] as const).entries()) {
        const qs = await draw(d);
        const res = await submit({ moduleId: seeded.moduleId, difficulty: d, questions: qs.map((q) => q.id), answers: qs.map(() => ''), timeUsed: 30 + i });
        ids.push(res.json().id);
      }
      const history = (await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json();
      expect(history.map((h: { id: number }) => h.id)).toEqual([...ids].reverse());
      expect(history[0]).toEqual({ id: ids[2], moduleId: seeded.moduleId, moduleName: 'Access Control', difficulty: 'hard', score: 0, totalQuestions: 10, timeUsed: 32, completedAt: expect.any(String) });
    });

    it("answers 404, never 403, for another learner's attempt", async () => {
      const qs = await draw('easy');
      const session = (await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map(() => 'A'), timeUsed: 60 })).json();
      const other = await registerLearner(t.app);
      const res = await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Quiz session not found' });
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: other.headers })).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-sessions/99999', headers: learner.headers })).statusCode).toBe(404);
    });

    it('needs a learner token on every quiz route', async () => {
      const admin = await registerAdmin(t.app);
      const calls = [
        { method: 'GET' as const, url: `/api/modules/${seeded.moduleId}/quiz/easy` },
        { method: 'POST' as const, url: '/api/quiz-sessions', payload: {} },
        { method: 'GET' as const, url: '/api/quiz-sessions/1' },
        { method: 'GET' as const, url: '/api/quiz-history' },
      ];
      for (const call of calls) {
        expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
        expect((await t.app.inject({ ...call, headers: admin.headers })).statusCode, call.url).toBe(401);
      }
    });
  });
});
