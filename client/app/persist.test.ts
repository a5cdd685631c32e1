import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../features/admin';
import { authKeys } from '../features/auth';
import { dashboardKeys } from '../features/dashboard';
import { difficultyKeys } from '../features/difficulty';
import { modulesKeys } from '../features/modules';
import { profileKeys } from '../features/profile';
import { progressKeys } from '../features/progress';
import { quizKeys } from '../features/quiz';
import { reportsKeys } from '../features/reports';
import { resultsKeys } from '../features/results';
import { createIdbPersister, sessionBuster } from '../lib/offline/persist';
import { queryCacheStore } from '../lib/offline/stores';
import { shouldPersistQuery } from './persisted-queries';

const query = (key: readonly unknown[], status: 'success' | 'error' | 'pending' = 'success', data: unknown = { ok: true }) =>
  ({ queryKey: key, state: { status, data: status === 'success' ? data : undefined } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('what the device keeps of the server’s answers', () => {
  it('keeps learner queries only, and only successful ones', () => {
    for (const key of [
      authKeys.user(),
      dashboardKeys.certificates(),
      modulesKeys.certificateModules('3'),
      difficultyKeys.module('4'),
      progressKeys.summary('UTC'),
      profileKeys.quizHistory(),
      progressKeys.month(2026, 11, 'UTC'),
      progressKeys.reviewSummary(),
      resultsKeys.session(9),
    ])
      expect(shouldPersistQuery(query(key))).toBe(true);
    for (const key of [adminKeys.certificates(), adminKeys.me(), quizKeys.inProgress(), quizKeys.start('4', 'easy'), progressKeys.readinessOf(3), reportsKeys.reported(), [42]])
      expect(shouldPersistQuery(query(key))).toBe(false);
    expect(shouldPersistQuery(query([...progressKeys.summary('UTC')], 'error'))).toBe(false);
    expect(shouldPersistQuery(query([...progressKeys.summary('UTC')], 'pending'))).toBe(false);
  });

  it('names each session differently, so another sign-in restores nothing of an earlier one', () => {
    expect(sessionBuster('token-a')).toBe(sessionBuster('token-a'));
    expect(sessionBuster('token-a')).not.toBe(sessionBuster('token-b'));
    expect(sessionBuster(null)).toBe('signed-out');
  });

  it('writes to IndexedDB shortly after a change, and nothing once stopped', async () => {
    const persister = createIdbPersister(10);
    const client = { timestamp: 1, buster: 'b', clientState: { queries: [], mutations: [] } };
    persister.persistClient(client);
    await new Promise((r) => setTimeout(r, 50));
    expect(await persister.restoreClient()).toEqual(client);
    await persister.removeClient();
    expect(await queryCacheStore.get('client')).toBeUndefined();
    persister.stop();
    persister.persistClient(client);
    await new Promise((r) => setTimeout(r, 50));
    expect(await queryCacheStore.get('client')).toBeUndefined();
  });

  it('dehydrates a real cache through the filter', async () => {
    const { dehydrate } = await import('@tanstack/react-query');
    const qc = new QueryClient();
    qc.setQueryData(progressKeys.summary('UTC'), { totalQuizzes: 3 });
    qc.setQueryData(adminKeys.certificates(), []);
    const state = dehydrate(qc, { shouldDehydrateQuery: shouldPersistQuery });
    expect(state.queries.map((q) => q.queryKey)).toEqual([progressKeys.summary('UTC')]);
  });
});
