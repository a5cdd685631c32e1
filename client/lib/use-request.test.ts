import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRequest } from './use-request';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('is pending while the request is out, then reports the answer to onSuccess and onSettled', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useRequest(send));
    const onSuccess = vi.fn();
    const onSettled = vi.fn();
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate({ email: 'a@b.c' }, { onSuccess, onSettled }));
    expect(result.current.isPending).toBe(true);
    expect(send).toHaveBeenCalledWith({ email: 'a@b.c' });
    await act(async () => answer.resolve('sent'));
    await waitFor(() => expect(onSettled).toHaveBeenCalledOnce());
    expect(onSuccess).toHaveBeenCalledWith('sent');
    expect(result.current.isPending).toBe(false);
  });

  it('gives onError an Error, whatever was thrown, and rejects mutateAsync with it', async () => {
    const { result } = renderHook(() => useRequest(() => Promise.reject(new Error('Invalid email or password'))));
    const onError = vi.fn();
    const onSettled = vi.fn();
    act(() => result.current.mutate(undefined, { onError, onSettled }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledOnce());
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid email or password' }));

    // fetch and friends may reject with something other than an Error.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const odd = renderHook(() => useRequest(() => Promise.reject('offline')));
    let failure: unknown;
    await act(async () => {
      failure = await odd.result.current.mutateAsync(undefined).catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('offline');
    expect(odd.result.current.isPending).toBe(false);
  });
});
