import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { WriteQueue } from '@server/db/write-queue';
import { AttemptWriter, writeOne, type AttemptWrite, type Stored } from './attempt-writer';

describe.each(engines)('attempt writer (group commit) on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  async function setup() {
    const seeded = await seedCatalog(t.database, 2);
    const learner = await registerLearner(t.app);
    const write = (n: number, userId = learner.id): AttemptWrite => ({
      attempt: {
        userId,
        moduleId: seeded.moduleId,
        moduleName: 'Access Control',
        certificateId: seeded.certificateId,
        difficulty: 'easy',
        questionIds: [seeded.questions[0]!.id],
        answers: ['A'],
        score: 1,
        timeUsed: n,
        completedAt: new Date().toISOString(),
        submissionHash: `hash-${n}`,
        submissionBucket: 1,
        mode: 'practice',
        title: 'Access Control · easy',
      },
      answers: [{ questionId: seeded.questions[0]!.id, moduleId: seeded.moduleId, correct: true, keyChangedAt: null }],
    });
    const stored = () => t.database.db.selectFrom('quiz_sessions').select(['id', 'submission_hash']).where('user_id', '=', learner.id).execute();
    return { write, stored, learner };
  }

  it('stores attempts submitted together, each once, and answers the first id to an identical one', async () => {
    const { write, stored } = await setup();
    const writer = new AttemptWriter(new WriteQueue(t.database));
    const results = await Promise.all([write(1), write(2), write(1), write(3), write(2)].map((w) => writer.write(w)));
    // Identical submissions race: SQLite's queue keeps their order, PostgreSQL's concurrent
    // transactions may let either one win. Exactly one of each pair is stored, and both are
    // answered with the stored id.
    const [first1, first2, second1, only3, second2] = results as [Stored, Stored, Stored, Stored, Stored];
    expect([first1.created, second1.created].sort()).toEqual([false, true]);
    expect([first2.created, second2.created].sort()).toEqual([false, true]);
    expect(only3.created).toBe(true);
    expect(second1.id).toBe(first1.id);
    expect(second2.id).toBe(first2.id);
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set([first1.id, first2.id, only3.id]));
    // Acknowledged means committed: a fresh read sees each one's per-question record too.
    const stats = await t.database.db.selectFrom('question_stats').select('times_seen').execute();
    expect(stats).toEqual([{ times_seen: 3 }]);
  });

  it('fails only the faulty attempt of a batch', async () => {
    const { write, stored } = await setup();
    const writer = new AttemptWriter(new WriteQueue(t.database));
    // An unknown learner breaks the foreign key: that attempt fails, the others are stored.
    const outcomes = await Promise.allSettled([writer.write(write(1)), writer.write(write(2, 999_999)), writer.write(write(3))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored()).map((r) => r.submission_hash).sort()).toEqual(['hash-1', 'hash-3']);
  });

  it('stores the same records, cards and review logs for attempts committed together as for each written alone', async () => {
    const seeded = await seedCatalog(t.database, 4);
    const [together, alone] = [await registerLearner(t.app), await registerLearner(t.app)];
    const q = seeded.questions.map((x) => x.id);
    // Three attempts, the later ones repeating questions of the earlier (right, then wrong, then right).
    const attempts = [
      { ids: [q[0]!, q[1]!, q[2]!], correct: [true, false, true], at: '2026-11-20T10:00:00.000Z' },
      { ids: [q[1]!, q[2]!, q[3]!], correct: [true, false, false], at: '2026-11-20T10:20:00.000Z' },
      { ids: [q[0]!, q[2]!], correct: [false, true], at: '2026-11-21T09:00:00.000Z' },
    ];
    const writeOf = (userId: number, n: number): AttemptWrite => {
      const a = attempts[n]!;
      return {
        attempt: {
          userId,
          moduleId: seeded.moduleId,
          moduleName: 'Access Control',
          certificateId: seeded.certificateId,
          difficulty: 'easy',
          questionIds: a.ids,
          answers: a.ids.map(() => 'A'),
          score: a.correct.filter(Boolean).length,
          timeUsed: 60,
          completedAt: a.at,
          submissionHash: `batch-${n}`,
          submissionBucket: 1,
          mode: 'practice',
          title: 'Access Control · easy',
        },
        answers: a.ids.map((questionId, i) => ({ questionId, moduleId: seeded.moduleId, correct: a.correct[i]!, keyChangedAt: null })),
      };
    };
    // Together: one group commit on SQLite (queued in the same tick). PostgreSQL runs each in a
    // transaction of its own, in parallel and so in any order: there one after the other.
    const writer = new AttemptWriter(new WriteQueue(t.database));
    if (engine === 'sqlite') await Promise.all(attempts.map((_, n) => writer.write(writeOf(together.id, n))));
    else for (const n of attempts.keys()) await writer.write(writeOf(together.id, n));
    // Alone: each attempt in a transaction of its own, one after the other.
    for (const n of attempts.keys()) await t.database.db.transaction().execute((trx) => writeOne(trx, writeOf(alone.id, n)));

    const db = t.database.db;
    const stats = (userId: number) =>
      db.selectFrom('question_stats').select(['question_id', 'module_id', 'times_seen', 'last_correct', 'last_seen_at']).where('user_id', '=', userId).orderBy('question_id').execute();
    const cards = (userId: number) => db.selectFrom('review_cards').selectAll().where('user_id', '=', userId).orderBy('question_id').execute();
    const logs = async (userId: number) => (await db.selectFrom('review_logs').selectAll().where('user_id', '=', userId).orderBy('id').execute()).map(({ id: _id, user_id: _u, session_id: _s, ...log }) => log);
    const withoutUser = <T extends { user_id: number }>(rows: T[]) => rows.map(({ user_id: _u, ...rest }) => rest);

    expect(await stats(together.id)).toEqual(await stats(alone.id));
    expect(await stats(together.id)).toEqual([
      { question_id: q[0], module_id: seeded.moduleId, times_seen: 2, last_correct: 0, last_seen_at: '2026-11-21T09:00:00.000Z' },
      { question_id: q[1], module_id: seeded.moduleId, times_seen: 2, last_correct: 1, last_seen_at: '2026-11-20T10:20:00.000Z' },
      { question_id: q[2], module_id: seeded.moduleId, times_seen: 3, last_correct: 1, last_seen_at: '2026-11-21T09:00:00.000Z' },
      { question_id: q[3], module_id: seeded.moduleId, times_seen: 1, last_correct: 0, last_seen_at: '2026-11-20T10:20:00.000Z' },
    ]);
    expect(withoutUser(await cards(together.id))).toEqual(withoutUser(await cards(alone.id)));
    expect((await cards(together.id)).map((c) => c.reps)).toEqual([2, 2, 3, 1]);
    const logsTogether = await logs(together.id);
    expect(logsTogether).toEqual(await logs(alone.id));
    expect(logsTogether.map((l) => l.question_id)).toEqual(attempts.flatMap((a) => a.ids));
    // Each log row names its own session.
    const sessionOf = await db
      .selectFrom('review_logs')
      .innerJoin('quiz_sessions', 'quiz_sessions.id', 'review_logs.session_id')
      .select('quiz_sessions.submission_hash')
      .where('review_logs.user_id', '=', together.id)
      .orderBy('review_logs.id')
      .execute();
    expect(sessionOf.map((r) => r.submission_hash)).toEqual(attempts.flatMap((a, n) => a.ids.map(() => `batch-${n}`)));
  });
});
