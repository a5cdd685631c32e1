import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDeviceData, unsentCount } from './clear-device-data';
import { enqueue, listOutbox, setOutboxOwner } from './outbox';
import { packStore, queryCacheStore, resultStore } from './stores';

describe('sign-out clears the device', () => {
  beforeEach(async () => {
    localStorage.clear();
    await clearDeviceData();
  });

  it('counts unsent work: the outbox and answers of attempts not saved yet', async () => {
    expect(await unsentCount()).toBe(0);
    setOutboxOwner(1);
    await enqueue({ kind: 'attempt-submit', key: 'attempt:3', attemptId: 3 });
    localStorage.setItem('certdrill.attempt.4.pending', '{"0":{"answer":"A"}}');
    localStorage.setItem('certdrill.attempt.4.index', '2');
    expect(await unsentCount()).toBe(2);
  });

  it('deletes the outbox, packs, offline results, the kept query cache and unsent attempt answers, and keeps the theme', async () => {
    setOutboxOwner(1);
    await enqueue({ kind: 'attempt-submit', key: 'attempt:3', attemptId: 3 });
    await packStore.set('1:4', { pack: {} });
    await resultStore.set('r1', { id: 'r1' });
    await queryCacheStore.set('client', { timestamp: 1 });
    localStorage.setItem('certdrill.attempt.4.pending', '{}');
    localStorage.setItem('certdrill.theme', 'dark');
    await clearDeviceData();
    expect(await listOutbox()).toEqual([]);
    expect(await packStore.all()).toEqual([]);
    expect(await resultStore.all()).toEqual([]);
    expect(await queryCacheStore.all()).toEqual([]);
    expect(localStorage.getItem('certdrill.attempt.4.pending')).toBeNull();
    expect(localStorage.getItem('certdrill.theme')).toBe('dark');
  });
});
