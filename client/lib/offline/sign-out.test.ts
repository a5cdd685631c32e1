import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api-client';
import { enqueue, listOutbox, setOutboxOwner } from './outbox';
import { revokeLeftSessions, signOutOnDevice } from './sign-out';
import { packStore } from './stores';

const LEFT_KEY = 'certdrill.revokeTokens';
const left = () => JSON.parse(localStorage.getItem(LEFT_KEY) ?? '[]') as string[];

describe('signing out on this device', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('offline: forgets the token and the device data, and remembers the token only to end it on the server later', async () => {
    tokenStore.set('tok-1');
    setOutboxOwner(1);
    await enqueue({ kind: 'attempt-submit', key: 'attempt:3', attemptId: 3 });
    await packStore.set('1:4', { pack: {} });
    await signOutOnDevice(false);
    expect(tokenStore.get()).toBeNull();
    expect(await listOutbox()).toEqual([]);
    expect(await packStore.all()).toEqual([]);
    expect(left()).toEqual(['tok-1']);
  });

  it('online: the server was told, so nothing is remembered', async () => {
    tokenStore.set('tok-2');
    await signOutOnDevice(true);
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem(LEFT_KEY)).toBeNull();
  });

  it('ends remembered sessions on the server once it answers, and keeps them while it cannot be reached or fails', async () => {
    localStorage.setItem(LEFT_KEY, JSON.stringify(['a', 'b', 'c']));
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await revokeLeftSessions();
    expect(left()).toEqual(['a', 'b', 'c']);

    fetch.mockImplementation(async (_input, init) => {
      const auth = new Headers(init?.headers).get('authorization');
      if (auth === 'Bearer a') return new Response(null, { status: 204 });
      if (auth === 'Bearer b') return new Response('{"message":"Unauthorized"}', { status: 401 });
      return new Response('{"message":"Busy"}', { status: 503 });
    });
    await revokeLeftSessions();
    expect(fetch).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    expect(left()).toEqual(['c']);
  });

  it('does not call the server when nothing is remembered', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await revokeLeftSessions();
    expect(fetch).not.toHaveBeenCalled();
  });
});
