import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, SESSION_ENDED_EVENT, sessionNotice, signOutInProgress, tokenStore } from './api-client';

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

  it('ends no session when it answers 401 for a request in flight while the learner signs out, or after the token changed', async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    try {
      tokenStore.set('token');
      signOutInProgress.start();
      answer(401, 'Your session has ended: please sign in again');
      await expect(api('/api/review/summary')).rejects.toBeInstanceOf(ApiError);
      signOutInProgress.cancel();
      expect(ended).not.toHaveBeenCalled();
      expect(sessionNotice.peek()).toBeNull();

      // A request sent with a token another tab or a new sign-in has since replaced.
      let release!: (response: Response) => void;
      vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>((resolve) => (release = resolve)));
      const pending = api('/api/progress');
      tokenStore.set('new-token');
      release(new Response(JSON.stringify({ message: 'Your session has ended: please sign in again' }), { status: 401 }));
      await expect(pending).rejects.toBeInstanceOf(ApiError);
      expect(ended).not.toHaveBeenCalled();
      expect(tokenStore.get()).toBe('new-token');
    } finally {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
    }
  });
});
