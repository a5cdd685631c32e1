import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Question } from '@common/schemas/question';
import { clearDeviceData } from '@/lib/offline/clear-device-data';
import { deleteRun, getRun, listRuns, saveRun, type OfflineRun } from './device-data';

const question = (id: number) => ({ id, text: `Q${id}`, options: { A: 'a', B: 'b' }, correctAnswer: 'A', explanation: 'because', difficulty: 'easy' }) as unknown as Question;

function run(change: Partial<OfflineRun> = {}): OfflineRun {
  const questions = [question(1), question(2), question(3)];
  return { userId: 1, moduleId: 4, moduleName: 'Users', mode: 'practice', difficulty: 'easy', questions, answers: ['A', 'B', ''], checked: [false, false, false], index: 2, startedAt: 1000, ...change };
}

describe('offline quizzes under way', () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDeviceData();
  });

  it('keeps a run with its questions, answers, place and start, per learner, module and mode', async () => {
    await saveRun(run());
    await saveRun(run({ mode: 'study', answers: ['', '', ''], index: 0, startedAt: 2000 }));
    await saveRun(run({ userId: 2 }));
    const kept = await getRun(1, 4, 'practice');
    expect(kept).toMatchObject({ answers: ['A', 'B', ''], index: 2, startedAt: 1000, difficulty: 'easy' });
    expect(kept?.questions.map((q) => q.id)).toEqual([1, 2, 3]);
    expect((await getRun(1, 4, 'study'))?.index).toBe(0);
    expect(await getRun(1, 5, 'practice')).toBeUndefined();
    expect((await listRuns(1)).map((r) => r.mode)).toEqual(['study', 'practice']);
    expect(await listRuns(3)).toEqual([]);
  });

  it('saving again replaces the run, and a finished or discarded run is forgotten', async () => {
    await saveRun(run());
    await saveRun(run({ answers: ['A', 'B', 'A'], index: 2 }));
    expect((await getRun(1, 4, 'practice'))?.answers).toEqual(['A', 'B', 'A']);
    expect(await listRuns(1)).toHaveLength(1);
    await deleteRun(1, 4, 'practice');
    expect(await getRun(1, 4, 'practice')).toBeUndefined();
    expect(await listRuns(1)).toEqual([]);
  });

  it('ignores a damaged run, and sign-out deletes every run', async () => {
    await saveRun(run({ answers: ['A'] }));
    expect(await getRun(1, 4, 'practice')).toBeUndefined();
    await saveRun(run());
    await clearDeviceData();
    expect(await listRuns(1)).toEqual([]);
  });
});
