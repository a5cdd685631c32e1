import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerLearner, seedCatalog, type TestApp } from '../../test/helpers';
import { WriteQueue } from '../../db/write-queue';
import { AttemptWriter, type AttemptWrite, type Stored } from './attempt-writer';

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
      answers: [{ questionId: seeded.questions[0]!.id, moduleId: seeded.moduleId, correct: true }],
    });
    const stored = () => t.database.db.selectFrom('quiz_sessions').select(['id', 'submission_hash']).where('user_id', '=', learner.id).execute();
    return { write, stored, learner };
  }

  it('stores attempts submitted together, each once, and answers the first id to an identical one', async () => {
    const { write, stored } = await setup();
    const writer = new AttemptWriter(new WriteQueue(t.database.db, t.database.engine));
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
    const writer = new AttemptWriter(new WriteQueue(t.database.db, t.database.engine));
    // An unknown learner breaks the foreign key: that attempt fails, the others are stored.
    const outcomes = await Promise.allSettled([writer.write(write(1)), writer.write(write(2, 999_999)), writer.write(write(3))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored()).map((r) => r.submission_hash).sort()).toEqual(['hash-1', 'hash-3']);
  });
});
