/**
 * The learner's last answers from the server, kept in IndexedDB so that every learner screen shows
 * what it had when there is no connection (docs/offline.md). Only learner queries are kept (never
 * admin data, attempts under way or anything that failed), under a "buster" made from the session
 * token, so another sign-in on this device never sees them; sign-out deletes them outright. Which
 * queries are kept is the app's choice: client/app/persisted-queries.ts.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { queryCacheStore } from './stores';

/** A week: older answers are not worth showing. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * FNV-1a of the session token: a new sign-in (a new token) never restores what an earlier one saved.
 * The version changes with the shape of the query keys (v2: the key factories), so a device never
 * restores answers under keys no screen asks for any more.
 */
export function sessionBuster(token: string | null): string {
  if (!token) return 'signed-out';
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `v2-${h.toString(36)}`;
}

const KEY = 'client';

/**
 * Writes at most five times a second, and at once when the page is hidden (closed, switched away).
 * After `stop()` (sign-out) it writes nothing more.
 */
export function createIdbPersister(delayMs = 200): Persister & { stop: () => void } {
  let pending: PersistedClient | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = async () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = null;
    if (client && !stopped) await queryCacheStore.set(KEY, client).catch(() => undefined);
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && void write());
  return {
    stop() {
      stopped = true;
      pending = null;
      clearTimeout(timer);
    },
    persistClient(client) {
      if (stopped) return;
      pending = client;
      timer ??= setTimeout(() => void write(), delayMs);
    },
    async restoreClient() {
      return (await queryCacheStore.get(KEY).catch(() => undefined)) as PersistedClient | undefined;
    },
    async removeClient() {
      pending = null;
      clearTimeout(timer);
      timer = undefined;
      await queryCacheStore.del(KEY).catch(() => undefined);
    },
  };
}

export const persister = createIdbPersister();
