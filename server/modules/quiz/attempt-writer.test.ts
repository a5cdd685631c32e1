import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerLearner, seedCatalog, type TestApp } from '../../test/helpers';
import { AttemptWriter, type AttemptWrite } from './attempt-writer';

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
      },
      answers: [{ questionId: seeded.questions[0]!.id, correct: true }],
    });
    const stored = () => t.database.db.selectFrom('quiz_sessions').select(['id', 'submission_hash']).where('user_id', '=', learner.id).execute();
    return { write, stored, learner };
  }

  it('stores attempts submitted together, each once, and answers the first id to an identical one', async () => {
    const { write, stored } = await setup();
    const writer = new AttemptWriter(t.database.db, t.database.engine);
    const results = await Promise.all([write(1), write(2), write(1), write(3), write(2)].map((w) => writer.write(w)));
    expect(results.map((r) => r.created)).toEqual([true, true, false, true, false]);
    expect(results[2]!.id).toBe(results[0]!.id);
    expect(results[4]!.id).toBe(results[1]!.id);
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set([results[0]!.id, results[1]!.id, results[3]!.id]));
    // Acknowledged means committed: a fresh read sees each one's per-question record too.
    const stats = await t.database.db.selectFrom('question_stats').select('times_seen').execute();
    expect(stats).toEqual([{ times_seen: 3 }]);
  });

  it('fails only the faulty attempt of a batch', async () => {
    const { write, stored } = await setup();
    const writer = new AttemptWriter(t.database.db, t.database.engine);
    // An unknown learner breaks the foreign key: that attempt fails, the others are stored.
    const outcomes = await Promise.allSettled([writer.write(write(1)), writer.write(write(2, 999_999)), writer.write(write(3))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored()).map((r) => r.submission_hash).sort()).toEqual(['hash-1', 'hash-3']);
  });
});
