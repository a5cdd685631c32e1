import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertModule, insertQuestions } from '../catalog/repository';
import { createTestApp, engines, makeQuestion, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

type Seeded = Awaited<ReturnType<typeof seedCatalog>>;
type Drawn = { id: number; difficulty: string; moduleId: number; options: { id: string }[]; type: string; choose: number };

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
  // The draw carries no key: tests read the keys the seed stored.
  const keyOf = (id: number) => seeded.questions.find((q) => q.id === id)!.correct;
  const wrongFor = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');

  describe('GET /api/modules/:id/quiz/:difficulty', () => {
    it('draws QUIZ_SIZE questions of the difficulty, each with four options A to D', async () => {
      const questions = await draw('medium');
      expect(questions).toHaveLength(10);
      expect(new Set(questions.map((q) => q.id)).size).toBe(10);
      for (const q of questions) {
        expect(q.difficulty).toBe('medium');
        expect(q.moduleId).toBe(seeded.moduleId);
        expect(q.options.map((o) => o.id)).toEqual(['A', 'B', 'C', 'D']);
        expect(Object.keys(q).sort()).toEqual(['choose', 'difficulty', 'id', 'moduleId', 'options', 'text', 'type']);
        expect(q).toMatchObject({ type: 'single', choose: 1 });
      }
    });

    it('documents the draw in the OpenAPI document as questions without key or explanation', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const item = doc.paths['/api/modules/{id}/quiz/{difficulty}'].get.responses['200'].content['application/json'].schema.items;
      expect(Object.keys(item.properties).sort()).toEqual(['choose', 'difficulty', 'id', 'moduleId', 'options', 'text', 'type']);
      expect(item.properties.type.enum).toEqual(['single', 'multiple']);
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
      const answers = first.map((q, i) => (i === 0 ? keyOf(q.id) : wrongFor(q.id)));
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
      expect(missing.json()).toEqual({ message: 'Module not found', code: 'not_found' });
    });
  });

  describe('POST /api/quiz-sessions', () => {
    it('grades on the server, ignoring the score the client sent', async () => {
      const qs = await draw('hard');
      const answers = qs.map((q, i) => (i < 7 ? keyOf(q.id) : ''));
      const res = await submit({ moduleId: seeded.moduleId, difficulty: 'hard', questions: qs.map((q) => q.id), answers, score: 10, totalQuestions: 10, timeUsed: 215 });
      expect(res.statusCode).toBe(201);
      const session = res.json();
      expect(session).toMatchObject({ moduleId: seeded.moduleId, moduleName: 'Access Control', certificateId: seeded.certificateId, difficulty: 'hard', score: 7, totalQuestions: 10, timeUsed: 215, answers });
      expect(session.completedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
      expect(session.review).toHaveLength(10);
      expect(session.review[0]).toEqual({
        questionId: qs[0]!.id,
        text: expect.any(String),
        options: expect.any(Array),
        type: 'single',
        chosen: keyOf(qs[0]!.id),
        correctAnswer: keyOf(qs[0]!.id),
        correct: true,
        explanation: expect.any(String),
      });
      expect(session.review[9]).toMatchObject({ chosen: '', correct: false });
      const again = await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: learner.headers });
      expect(again.json()).toEqual(session);
    });

    it('answers a repeated submit within a minute with the first session, stored once', async () => {
      const qs = await draw('easy');
      const body = { moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map((q) => keyOf(q.id)), timeUsed: 90 };
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
      ['an answer that is not A to D', (q: number[]) => ({ questions: q.slice(0, 1), answers: ['E'] }), 'An answer must use only the letters A, B, C and D (answers.0)'],
      ['an answer in lower case', (q: number[]) => ({ questions: q.slice(0, 1), answers: ['a'] }), 'An answer must use only the letters A, B, C and D (answers.0)'],
      ['an answer that is not a string', (q: number[]) => ({ questions: q.slice(0, 1), answers: [1] }), 'Each answer must be a string of letters A to D, or empty (answers.0)'],
      ['unsorted letters', (q: number[]) => ({ questions: q.slice(0, 2), answers: ['A', 'CA'] }), 'An answer must list its letters in alphabetical order ("AC", not "CA") (answers.1)'],
      ['a repeated letter', (q: number[]) => ({ questions: q.slice(0, 2), answers: ['', 'AA'] }), 'An answer must not repeat a letter ("AA") (answers.1)'],
      ['two letters for a single-answer question', (q: number[]) => ({ questions: q.slice(0, 3), answers: ['A', '', 'AB'] }), 'Answer 3: This question takes one option, not 2'],
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
      const session = (await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map((q) => keyOf(q.id)), timeUsed: 60 })).json();
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
      const res = await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map((q) => keyOf(q.id)), timeUsed: 60 });
      expect(res.statusCode).toBe(201);
      expect(res.json().score).toBe(10);
    });
  });

  describe('multiple-answer questions', () => {
    // A module of three easy questions: choose 2 (AC), choose 3 (ABD) and a single-answer one (B).
    let mixed: { moduleId: number; ids: number[] };
    beforeEach(async () => {
      const now = new Date().toISOString();
      const moduleId = await insertModule(t.database.db, { certificateId: seeded.certificateId, name: 'Mixed Types', description: 'Choose one or more.', order: 3 }, now);
      await insertQuestions(t.database.db, moduleId, [makeQuestion(900, 'easy', 'AC'), makeQuestion(901, 'easy', 'ABD'), makeQuestion(902, 'easy', 'B')], now);
      const rows = await t.database.db.selectFrom('questions').select('id').where('module_id', '=', moduleId).orderBy('id').execute();
      mixed = { moduleId, ids: rows.map((r) => r.id) };
    });
    const submitMixed = (answers: string[]) => submit({ moduleId: mixed.moduleId, difficulty: 'easy', questions: mixed.ids, answers, timeUsed: 40 });

    it('draws them with their type and how many to choose, never their key or explanation', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/modules/${mixed.moduleId}/quiz/easy`, headers: learner.headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('correctAnswer');
      expect(res.body).not.toContain('Explanation of question');
      const byId = new Map(res.json<Drawn[]>().map((q) => [q.id, q]));
      expect(byId.get(mixed.ids[0]!)).toEqual({
        id: mixed.ids[0],
        text: 'Question 900: which option is right?',
        options: ['A', 'B', 'C', 'D'].map((id) => ({ id, text: `Option ${id} of 900` })),
        difficulty: 'easy',
        moduleId: mixed.moduleId,
        type: 'multiple',
        choose: 2,
      });
      expect(byId.get(mixed.ids[1]!)).toMatchObject({ type: 'multiple', choose: 3 });
      expect(byId.get(mixed.ids[2]!)).toMatchObject({ type: 'single', choose: 1 });
    });

    it('grades all or nothing: the exact set is right, a subset is wrong, and stores the letters as sent', async () => {
      const res = await submitMixed(['AC', 'AB', 'B']);
      expect(res.statusCode).toBe(201);
      const session = res.json();
      expect(session).toMatchObject({ score: 2, totalQuestions: 3, answers: ['AC', 'AB', 'B'] });
      expect(session.review).toEqual([
        expect.objectContaining({ questionId: mixed.ids[0], type: 'multiple', chosen: 'AC', correctAnswer: 'AC', correct: true, explanation: 'Explanation of question 900.' }),
        expect.objectContaining({ questionId: mixed.ids[1], type: 'multiple', chosen: 'AB', correctAnswer: 'ABD', correct: false }),
        expect.objectContaining({ questionId: mixed.ids[2], type: 'single', chosen: 'B', correctAnswer: 'B', correct: true }),
      ]);
      const again = await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: learner.headers });
      expect(again.json()).toEqual(session);
      const stored = await t.database.db.selectFrom('quiz_sessions').select('answers').where('id', '=', session.id).executeTakeFirstOrThrow();
      expect(JSON.parse(stored.answers)).toEqual(['AC', 'AB', 'B']);
    });

    it('counts a wrong set and a skipped multiple question as wrong, and the missed ones come back first', async () => {
      const res = await submitMixed(['AB', '', 'B']);
      expect(res.json()).toMatchObject({ score: 1 });
      expect(res.json().review.map((r: { correct: boolean }) => r.correct)).toEqual([false, false, true]);
      const stats = await t.database.db.selectFrom('question_stats').select(['question_id', 'last_correct']).where('module_id', '=', mixed.moduleId).orderBy('question_id').execute();
      expect(stats).toEqual([
        { question_id: mixed.ids[0], last_correct: 0 },
        { question_id: mixed.ids[1], last_correct: 0 },
        { question_id: mixed.ids[2], last_correct: 1 },
      ]);
    });

    it.each([
      ['more letters than a choose-2 question takes', ['ABC', '', ''], 'Answer 1: This question takes at most 2 options, not 3'],
      ['every letter for a choose-3 question', ['', 'ABCD', ''], 'Answer 2: This question takes at most 3 options, not 4'],
      ['two letters for its single-answer question', ['AC', 'ABD', 'BC'], 'Answer 3: This question takes one option, not 2'],
    ])('refuses %s with 400 and stores nothing', async (_name, answers, message) => {
      const res = await submitMixed(answers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'bad_answer' });
      expect((await t.app.inject({ method: 'GET', url: '/api/quiz-history', headers: learner.headers })).json()).toEqual([]);
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
      expect(history[0]).toEqual({
        id: ids[2],
        moduleId: seeded.moduleId,
        moduleName: 'Access Control',
        difficulty: 'hard',
        score: 0,
        totalQuestions: 10,
        timeUsed: 32,
        completedAt: expect.any(String),
        mode: 'practice',
        title: 'Access Control · hard',
        passed: null,
      });
    });

    it("answers 404, never 403, for another learner's attempt", async () => {
      const qs = await draw('easy');
      const session = (await submit({ moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers: qs.map(() => 'A'), timeUsed: 60 })).json();
      const other = await registerLearner(t.app);
      const res = await t.app.inject({ method: 'GET', url: `/api/quiz-sessions/${session.id}`, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Quiz session not found', code: 'not_found' });
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
