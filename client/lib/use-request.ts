/**
 * A write the public screens send (sign-in, sign-up, password reset), with the parts of useMutation
 * they use but without TanStack Query, which those screens do not load (see light-query.ts).
 */
import { useCallback, useState } from 'react';

export interface RequestCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

export interface Request<B, T> {
  isPending: boolean;
  /** Sends, and resolves or rejects with the answer, even when the screen has been left meanwhile. */
  mutateAsync: (body: B) => Promise<T>;
  /** Sends, and reports the answer to the callbacks. */
  mutate: (body: B, callbacks?: RequestCallbacks<T>) => void;
}

const asError = (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure)));

export function useRequest<B, T>(send: (body: B) => Promise<T>): Request<B, T> {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (body: B) => {
      setPending(true);
      try {
        return await send(body);
      } catch (failure) {
        throw asError(failure);
      } finally {
        setPending(false);
      }
    },
    [send],
  );
  const mutate = useCallback(
    (body: B, { onSuccess, onError, onSettled }: RequestCallbacks<T> = {}) => {
      void mutateAsync(body)
        .then(
          (result) => onSuccess?.(result),
          (error: Error) => onError?.(error),
        )
        .finally(() => onSettled?.());
    },
    [mutateAsync],
  );
  return { isPending, mutateAsync, mutate };
}
