/**
 * Server data for the landing page without TanStack Query. The landing page is the first screen most
 * visitors load, so its JavaScript stays under 100 KB compressed; TanStack Query alone would be a tenth
 * of that. The app's QueryClient is created by the first screen that needs it (app/query-provider.tsx).
 *
 * Until then this keeps a small cache of its own and, when the QueryClient appears, hands it what it
 * has learnt (the signed-in user above all), so the next screen does not ask again. Once the
 * QueryClient exists it reads and fills the QueryClient's cache instead: one source of truth, cleared
 * on sign-in and sign-out like the rest.
 *
 * Same rules as the app's queries (docs/product.md §13): an answer never goes stale and is not retried; a failed
 * one is asked again when a screen next needs it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';

export interface LightQueryResult<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

interface Entry {
  result: LightQueryResult<unknown>;
  inFlight: boolean;
}

const PENDING: LightQueryResult<never> = { data: undefined, isPending: true, isError: false };

let client: QueryClient | null = null;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const hashOf = (key: QueryKey) => JSON.stringify(key);

/** Gives an answer to the QueryClient, unless it already knows better (e.g. a sign-in happened meanwhile). */
function handOver(queryClient: QueryClient, key: QueryKey, data: unknown): void {
  if (queryClient.getQueryState(key)?.data === undefined) queryClient.setQueryData(key, data);
}

/** Called once, where the app's QueryClient is created. */
export function attachQueryClient(queryClient: QueryClient): void {
  client = queryClient;
  for (const [hash, entry] of entries) {
    if (!entry.result.isPending && !entry.result.isError) handOver(queryClient, JSON.parse(hash) as QueryKey, entry.result.data);
  }
  // Answers still on their way are handed over when they arrive (see fetchLight).
  entries.clear();
  emit();
}

/** Tests: back to a fresh page load, with no QueryClient yet. */
export function resetLightQueries(): void {
  client = null;
  entries.clear();
  emit();
}

function fetchLight(key: QueryKey, fetcher: () => Promise<unknown>): void {
  const hash = hashOf(key);
  const previous = entries.get(hash);
  if (previous && (previous.inFlight || !previous.result.isError)) return;
  const entry: Entry = { result: PENDING, inFlight: true };
  entries.set(hash, entry);
  emit();
  const settle = (result: LightQueryResult<unknown>) => {
    entry.inFlight = false;
    if (client) {
      if (!result.isError) handOver(client, key, result.data);
      return;
    }
    entry.result = result;
    emit();
  };
  fetcher().then(
    (data) => settle({ data, isPending: false, isError: false }),
    () => settle({ data: undefined, isPending: false, isError: true }),
  );
}

const fromState = new WeakMap<QueryState, LightQueryResult<unknown>>();
function resultOf(state: QueryState | undefined): LightQueryResult<unknown> {
  if (!state) return PENDING;
  let result = fromState.get(state);
  if (!result) {
    result = { data: state.data, isPending: state.status === 'pending', isError: state.status === 'error' };
    fromState.set(state, result);
  }
  return result;
}

function subscribe(listener: () => void): () => void {
  // The QueryClient may appear while subscribed: from then on, follow its cache too.
  let followed = client;
  let unfollow = client?.getQueryCache().subscribe(listener);
  const onChange = () => {
    if (client !== followed) {
      unfollow?.();
      followed = client;
      unfollow = client?.getQueryCache().subscribe(listener);
    }
    listener();
  };
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    unfollow?.();
  };
}

/**
 * A sign-in, sign-up or password reset: every answer cached so far belonged to the session before,
 * so all are forgotten, and the ones given (the signed-in user) are known at once.
 */
export function resetServerData(known: ReadonlyArray<readonly [QueryKey, unknown]>): void {
  if (client) {
    client.clear();
    for (const [key, data] of known) client.setQueryData(key, data);
    return;
  }
  entries.clear();
  for (const [key, data] of known) entries.set(hashOf(key), { result: { data, isPending: false, isError: false }, inFlight: false });
  emit();
}

/** Like useQuery's data, isPending and isError, for a GET that the landing page needs. */
export function useLightQuery<T>(key: QueryKey, fetcher: () => Promise<T>): LightQueryResult<T> {
  const hash = hashOf(key);
  const result = useSyncExternalStore(
    subscribe,
    () => (client ? resultOf(client.getQueryState(key)) : (entries.get(hash)?.result ?? PENDING)),
    () => PENDING,
  );
  useEffect(() => {
    if (!client) {
      fetchLight(key, fetcher);
      return;
    }
    const state = client.getQueryState(key);
    if (state?.data === undefined && state?.fetchStatus !== 'fetching') void client.prefetchQuery({ queryKey: key, queryFn: fetcher });
    // The key's content, not its identity, names the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  return result as LightQueryResult<T>;
}
