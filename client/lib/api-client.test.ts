import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, SESSION_ENDED_EVENT, sessionNotice, tokenStore } from './api-client';

afterEach(() => {
  vi.restoreAllMocks();
  tokenStore.clear();
  sessionNotice.clear();
});

const answer = (status: number, message: string) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message }), { status, headers: { 'content-type': 'application/json' } }));

describe('a learner token the server refuses', () => {
  it('is forgotten, with the reason kept for the sign-in page and an event for the app', async () => {
    tokenStore.set('old-token');
    answer(401, 'This account is disabled');
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    await expect(api('/api/progress')).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(tokenStore.get()).toBeNull();
    expect(sessionNotice.peek()).toBe('This account is disabled');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('is kept on a wrong password at sign-in, on other errors, and on admin calls', async () => {
    tokenStore.set('token');
    answer(401, 'Invalid email or password');
    await expect(api('/api/login', { method: 'POST', body: {} })).rejects.toThrow('Invalid email or password');
    answer(403, 'Forbidden');
    await expect(api('/api/progress')).rejects.toThrow('Forbidden');
    answer(401, 'Please sign in as an administrator');
    await expect(api('/api/admin/me')).rejects.toThrow('Please sign in as an administrator');
    expect(tokenStore.get()).toBe('token');
    expect(sessionNotice.peek()).toBeNull();
  });
});
