/** The card reads behind a spaced review and readiness: in scope, live (as the catalogue sees it), most overdue first. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, makeQuestion, registerLearner, type TestApp } from '@server/test/helpers';
import { insertCertificate, insertModule, insertQuestions, liveQuestionScopes } from '../catalog/repository';
import { cardsOfCertificate, dueQuestions } from './repository';

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
    (await dueQuestions(t.database.db, await liveQuestionScopes(t.database.db), userId, NOW, limit, scope)).map((id) => qOf.get(id));

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

  it("reads for readiness only the live cards of the certificate asked for, each with its module, and only the learner's own", async () => {
    const db = t.database.db;
    const live = await liveQuestionScopes(db);
    const modulesOf = async (certificateId: number, learnerId = userId) => (await cardsOfCertificate(db, live, learnerId, certificateId)).map((c) => c.moduleId).sort((a, b) => a - b);
    expect(await modulesOf(certA)).toEqual(
      QUESTIONS.filter(inA)
        .map((q) => modulesA[moduleIndex(q)]!)
        .sort((a, b) => a - b),
    );
    // 150 (deleted) is one of B's.
    expect(await modulesOf(certB)).toHaveLength(QUESTIONS.filter((q) => !inA(q) && q !== 150).length);
    const other = (await registerLearner(t.app)).id;
    expect(await modulesOf(certA, other)).toEqual([]);
  });
});
