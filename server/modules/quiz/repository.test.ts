/** A learner's per-question records as the draws read them. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerLearner, type TestApp } from '@server/test/helpers';
import { questionStatsOfModules, upsertQuestionRecords } from './repository';

const AT = '2026-11-25T12:00:00.000Z';

describe.each(engines)('questionStatsOfModules on %s', (engine) => {
  let t: TestApp;
  let learner: number;
  let other: number;

  beforeEach(async () => {
    t = await createTestApp(engine);
    learner = (await registerLearner(t.app)).id;
    other = (await registerLearner(t.app)).id;
    const record = (userId: number, moduleId: number, questionId: number, right: boolean) => ({
      user_id: userId,
      question_id: questionId,
      module_id: moduleId,
      times_seen: 1,
      last_correct: right ? 1 : 0,
      last_seen_at: AT,
    });
    await t.database.db.transaction().execute((trx) =>
      upsertQuestionRecords(trx, [
        record(learner, 3, 31, true),
        record(learner, 3, 32, false),
        record(learner, 5, 51, false),
        // Module 4 lies between the modules asked for, but is not one of them.
        record(learner, 4, 41, true),
        record(learner, 9, 91, true),
        record(other, 3, 33, true),
        record(other, 5, 52, true),
      ]),
    );
  });
  afterEach(() => t.close());

  const plain = (byModule: Map<number, Map<number, boolean>>) => Object.fromEntries([...byModule].map(([m, records]) => [m, Object.fromEntries(records)]));

  it('reads, for each module asked for, which questions the learner answered and whether last right', async () => {
    expect(plain(await questionStatsOfModules(t.database.db, learner, [5, 3, 7]))).toEqual({ 3: { 31: true, 32: false }, 5: { 51: false } });
  });

  it('reads one module on its own, and nothing for a learner without records there', async () => {
    expect(plain(await questionStatsOfModules(t.database.db, learner, [9]))).toEqual({ 9: { 91: true } });
    expect(plain(await questionStatsOfModules(t.database.db, other, [4, 9]))).toEqual({});
    expect(plain(await questionStatsOfModules(t.database.db, learner, []))).toEqual({});
  });
});
