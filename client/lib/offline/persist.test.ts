import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createIdbPersister, sessionBuster, shouldPersistQuery } from './persist';
import { queryCacheStore } from './stores';

const query = (key: unknown[], status: 'success' | 'error' | 'pending' = 'success', data: unknown = { ok: true }) =>
  ({ queryKey: key, state: { status, data: status === 'success' ? data : undefined } }) as unknown as Parameters<typeof shouldPersistQuery>[0];

describe('what the device keeps of the server’s answers', () => {
  it('keeps learner queries only, and only successful ones', () => {
    for (const key of [['/api/auth/user'], ['/api/certificates'], ['/api/certificates/3/modules'], ['/api/modules/4'], ['/api/progress', { tz: 'UTC' }], ['/api/quiz-history'], ['/api/user-activity', { year: 2026, month: 11, tz: 'UTC' }], ['/api/quiz-sessions/9']])
      expect(shouldPersistQuery(query(key))).toBe(true);
    for (const key of [['/api/admin/certificates'], ['/api/admin/me'], ['/api/attempts', { status: 'in_progress' }], ['attempt-start', '4', 'easy'], ['/api/public/stats'], [42]])
      expect(shouldPersistQuery(query(key))).toBe(false);
    expect(shouldPersistQuery(query(['/api/progress'], 'error'))).toBe(false);
    expect(shouldPersistQuery(query(['/api/progress'], 'pending'))).toBe(false);
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
    qc.setQueryData(['/api/progress', { tz: 'UTC' }], { totalQuizzes: 3 });
    qc.setQueryData(['/api/admin/certificates'], []);
    const state = dehydrate(qc, { shouldDehydrateQuery: shouldPersistQuery });
    expect(state.queries.map((q) => q.queryKey[0])).toEqual(['/api/progress']);
  });
});
