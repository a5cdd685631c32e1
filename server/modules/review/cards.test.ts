/** The card reads behind a spaced review and readiness: in scope, live (as the catalogue sees it), most overdue first; and a server's memory of them. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, makeQuestion, registerLearner, type TestApp } from '@server/test/helpers';
import { insertCertificate, insertModule, insertQuestions, liveQuestionScopes } from '../catalog/repository';
import { CardCache, dueQuestions, dueSummary, loadCards } from './cards';
import { readiness } from './readiness';

const NOW = '2026-11-24T12:00:00.000Z';
const MINUTE = 60_000;
const QUESTIONS = Array.from({ length: 300 }, (_, i) => i + 1);

describe.each(engines)('dueQuestions on %s', (engine) => {
  let t: TestApp;
  let userId: number;
  // Question q (1..300) is in certificate A when q is a multiple of 7 (module A[q % 3]), else in
  // certificate B; it falls due q minutes before NOW, in pairs (ties of `due`), and questions 1..10
  // are not due yet. Question 150 is deleted, and so is the module holding question 231 and its like.
  const idOf = new Map<number, number>();
  const qOf = new Map<number, number>();
  let certA: number;
  let certB: number;
  let modulesA: number[];
  const moduleIndex = (q: number) => q % 3;
  const inA = (q: number) => q % 7 === 0;
  const dueOf = (q: number) => new Date(Date.parse(NOW) - Math.ceil(q / 2) * 2 * MINUTE + (q <= 10 ? 60 * MINUTE : 0)).toISOString();

  beforeEach(async () => {
    t = await createTestApp(engine);
    userId = (await registerLearner(t.app)).id;
    const db = t.database.db;
    certA = await insertCertificate(db, { name: 'A', description: 'Certificate A.', level: 'Beginner' }, NOW);
    certB = await insertCertificate(db, { name: 'B', description: 'Certificate B.', level: 'Beginner' }, NOW);
    modulesA = [];
    for (let m = 0; m < 3; m++) modulesA.push(await insertModule(db, { certificateId: certA, name: `A${m}`, description: 'A module.', order: m + 1 }, NOW));
    const moduleB = await insertModule(db, { certificateId: certB, name: 'B0', description: 'A module.', order: 1 }, NOW);
    for (const q of QUESTIONS) {
      await insertQuestions(db, inA(q) ? modulesA[moduleIndex(q)]! : moduleB, [makeQuestion(q)], NOW);
      const { id } = await db.selectFrom('questions').select(db.fn.max('id').as('id')).executeTakeFirstOrThrow();
      idOf.set(q, Number(id));
      qOf.set(Number(id), q);
    }
    await db.updateTable('questions').set({ deleted_at: NOW }).where('id', '=', idOf.get(150)!).execute();
    const card = { stability: 3, difficulty: 5, elapsed_days: 1, scheduled_days: 3, learning_steps: 0, reps: 2, lapses: 0, state: 2, last_review: '2026-11-01T00:00:00.000Z' };
    await db
      .insertInto('review_cards')
      .values(QUESTIONS.map((q) => ({ user_id: userId, question_id: idOf.get(q)!, due: dueOf(q), ...card })))
      .execute();
  });
  afterEach(() => t.close());

  /** The due, live questions of a scope, most overdue first (ties by question id), as question numbers. */
  const expected = (inScope: (q: number) => boolean) => QUESTIONS.filter((q) => q > 10 && q !== 150 && inScope(q)).sort((a, b) => dueOf(a).localeCompare(dueOf(b)) || idOf.get(a)! - idOf.get(b)!);
  const draw = async (limit: number, scope: { certificateId?: number; moduleId?: number }) =>
    dueQuestions(await loadCards(t.database.db, userId), await liveQuestionScopes(t.database.db), Date.parse(NOW), limit, scope).map((id) => qOf.get(id));

  it('finds the most overdue questions of a scope that holds few of the due cards, in order', async () => {
    const ofModule = expected((q) => inA(q) && moduleIndex(q) === 1);
    expect(ofModule.length).toBeGreaterThan(10);
    expect(await draw(10, { moduleId: modulesA[1]! })).toEqual(ofModule.slice(0, 10));
    expect(await draw(10, { certificateId: certA })).toEqual(expected(inA).slice(0, 10));
    expect(await draw(10, {})).toEqual(expected(() => true).slice(0, 10));
  });

  it('answers every due question when fewer than asked, leaving out deleted ones, those of a deleted module and those not due yet', async () => {
    await t.database.db.updateTable('modules').set({ deleted_at: NOW }).where('id', '=', modulesA[2]!).execute();
    const all = await draw(1000, {});
    expect(all).toEqual(expected((q) => !(inA(q) && moduleIndex(q) === 2)));
    expect(all).not.toContain(150);
    expect(all).not.toContain(5);
    expect(await draw(10, { moduleId: modulesA[2]! })).toEqual([]);
  });

  it('leaves out a card last reviewed before its question’s key changed, and keeps one reviewed since', async () => {
    const db = t.database.db;
    // Every card was last reviewed on 2026-11-01: the key of 12 changed after that, the key of 14 before.
    await db.updateTable('questions').set({ key_changed_at: '2026-11-10T00:00:00.000Z' }).where('id', '=', idOf.get(12)!).execute();
    await db.updateTable('questions').set({ key_changed_at: '2026-10-01T00:00:00.000Z' }).where('id', '=', idOf.get(14)!).execute();
    const all = await draw(1000, {});
    expect(all).toEqual(expected((q) => q !== 12));
    expect(all).toContain(14);
  });

  it("counts for readiness only the live cards of the certificate asked for, each in its module, and only the learner's own", async () => {
    const db = t.database.db;
    const seenOf = async (certificateId: number, learnerId = userId) => {
      const ready = await readiness(await t.app.catalog.view(), await loadCards(db, learnerId), certificateId, new Date(NOW));
      return Object.fromEntries(ready.modules.filter((m) => m.seen > 0).map((m) => [m.moduleId, m.seen]));
    };
    expect(await seenOf(certA)).toEqual(Object.fromEntries(modulesA.map((id, m) => [id, QUESTIONS.filter((q) => inA(q) && moduleIndex(q) === m).length])));
    // 150 (deleted) is one of B's.
    expect(Object.values(await seenOf(certB))).toEqual([QUESTIONS.filter((q) => !inA(q) && q !== 150).length]);
    const other = (await registerLearner(t.app)).id;
    expect(await seenOf(certA, other)).toEqual({});
  });

  it('sums up what is due per certificate, how many cards count and when the next one falls due', async () => {
    const summary = dueSummary(await loadCards(t.database.db, userId), await liveQuestionScopes(t.database.db), Date.parse(NOW));
    expect(summary.dueByCertificate).toEqual([
      { certificateId: certA, due: expected(inA).length },
      { certificateId: certB, due: expected((q) => !inA(q)).length },
    ]);
    expect(summary.studied).toBe(QUESTIONS.length - 1);
    // Questions 1..10 are not due yet: 9 and 10 fall due first, 10 minutes before an hour from NOW.
    expect(summary.nextDueAt).toBe(new Date(Date.parse(NOW) + 50 * MINUTE).toISOString());
  });
});

describe.each(engines)('a server’s memory of learners’ cards on %s', (engine) => {
  let t: TestApp;
  let userId: number;
  let questionIds: number[];
  const card = { due: NOW, stability: 3, difficulty: 5, elapsed_days: 1, scheduled_days: 3, learning_steps: 0, reps: 2, lapses: 0, state: 2, last_review: '2026-11-01T00:00:00.000Z' };

  beforeEach(async () => {
    t = await createTestApp(engine);
    userId = (await registerLearner(t.app)).id;
    const db = t.database.db;
    const cert = await insertCertificate(db, { name: 'A', description: 'Certificate A.', level: 'Beginner' }, NOW);
    const mod = await insertModule(db, { certificateId: cert, name: 'A0', description: 'A module.', order: 1 }, NOW);
    await insertQuestions(
      db,
      mod,
      [1, 2, 3].map((q) => makeQuestion(q)),
      NOW,
    );
    questionIds = (await db.selectFrom('questions').select('id').orderBy('id').execute()).map((r) => r.id);
    await db
      .insertInto('review_cards')
      .values({ user_id: userId, question_id: questionIds[0]!, ...card })
      .execute();
  });
  afterEach(() => t.close());

  const addCard = (questionId: number) =>
    t.database.db
      .insertInto('review_cards')
      .values({ user_id: userId, question_id: questionId, ...card })
      .execute();

  it('answers from memory while the version is the same, and reads again when it is not', async () => {
    const cache = new CardCache(1024 * 1024);
    expect((await cache.cardsOf(t.database.db, userId, 0)).count).toBe(1);
    // Written behind the cache's back, as a write of the same version never is: memory answers.
    await addCard(questionIds[1]!);
    expect((await cache.cardsOf(t.database.db, userId, 0)).count).toBe(1);
    expect(cache.counts).toEqual({ hits: 1, misses: 1 });
    // A new version: read again, and kept under it.
    expect((await cache.cardsOf(t.database.db, userId, 1)).count).toBe(2);
    await addCard(questionIds[2]!);
    expect((await cache.cardsOf(t.database.db, userId, 1)).count).toBe(2);
    // No version (the request graded an attempt first): always the database, and nothing kept.
    expect((await cache.cardsOf(t.database.db, userId, null)).count).toBe(3);
    expect((await cache.cardsOf(t.database.db, userId, 1)).count).toBe(3);
    expect(cache.counts).toEqual({ hits: 2, misses: 4 });
  });

  it('keeps the cards a learner has as they are stored: question, due date, last review, stability and state', async () => {
    await t.database.db
      .insertInto('review_cards')
      .values({ user_id: userId, question_id: questionIds[1]!, ...card, due: '2026-11-20T08:00:00.000Z', state: 1, stability: 0.5, last_review: null })
      .execute();
    const cards = await new CardCache(1024 * 1024).cardsOf(t.database.db, userId, 0);
    expect(cards.count).toBe(2);
    expect([...cards.questionId]).toEqual([questionIds[1], questionIds[0]]);
    expect([...cards.due]).toEqual([Date.parse('2026-11-20T08:00:00.000Z'), Date.parse(NOW)]);
    expect([...cards.lastReview]).toEqual([NaN, Date.parse(card.last_review)]);
    expect([...cards.stability]).toEqual([0.5, 3]);
    expect([...cards.state]).toEqual([1, 2]);
  });

  it('stays within its budget, dropping the learners served longest ago first', async () => {
    const others = [];
    for (let i = 0; i < 3; i++) {
      const id = (await registerLearner(t.app)).id;
      await t.database.db
        .insertInto('review_cards')
        .values({ user_id: id, question_id: questionIds[0]!, ...card })
        .execute();
      others.push(id);
    }
    // Room for two learners of one card each (an entry costs its cards plus about a kilobyte).
    const cache = new CardCache(2 * (1024 + 29));
    await cache.cardsOf(t.database.db, others[0]!, 0);
    await cache.cardsOf(t.database.db, others[1]!, 0);
    await cache.cardsOf(t.database.db, others[0]!, 0); // used again: now the most recent
    await cache.cardsOf(t.database.db, others[2]!, 0); // drops others[1]
    expect(cache.bytes).toBeLessThanOrEqual(2 * (1024 + 29));
    const before = { ...cache.counts };
    await cache.cardsOf(t.database.db, others[0]!, 0);
    await cache.cardsOf(t.database.db, others[2]!, 0);
    expect(cache.counts.hits - before.hits).toBe(2);
    await cache.cardsOf(t.database.db, others[1]!, 0);
    expect(cache.counts.misses - before.misses).toBe(1);
    // A budget of 0 keeps nothing.
    const none = new CardCache(0);
    await none.cardsOf(t.database.db, userId, 0);
    await none.cardsOf(t.database.db, userId, 0);
    expect(none.counts).toEqual({ hits: 0, misses: 2 });
    expect(none.bytes).toBe(0);
  });
});
