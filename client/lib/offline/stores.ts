/**
 * What this device keeps for offline use, in IndexedDB (idb-keyval: one small database per store):
 * the outbox of answers and results not yet sent, the modules packed for offline practice, the
 * results of offline practice, and the persisted query cache. docs/offline.md explains each.
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  del(key: string): Promise<void>;
  all(): Promise<[string, T][]>;
  clear(): Promise<void>;
}

function idbStore<T>(dbName: string): KeyValueStore<T> {
  let store: UseStore | null = null;
  // Opened on first use: the landing page never touches IndexedDB.
  const s = () => (store ??= createStore(dbName, 'kv'));
  return {
    get: (key) => get<T>(key, s()),
    set: (key, value) => set(key, value, s()),
    del: (key) => del(key, s()),
    all: () => entries<string, T>(s()),
    clear: () => clear(s()),
  };
}

export const DB_NAMES = {
  outbox: 'certdrill-outbox',
  packs: 'certdrill-packs',
  results: 'certdrill-offline-results',
  queryCache: 'certdrill-query-cache',
} as const;

export const outboxStore = idbStore<unknown>(DB_NAMES.outbox);
export const packStore = idbStore<unknown>(DB_NAMES.packs);
export const resultStore = idbStore<unknown>(DB_NAMES.results);
export const queryCacheStore = idbStore<unknown>(DB_NAMES.queryCache);

/** Tells anything on screen that shows device data (the offline screen, results) to read it again. */
const listeners = new Set<() => void>();
let version = 0;
export function deviceDataChanged(): void {
  version++;
  listeners.forEach((l) => l());
}
export function subscribeDeviceData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const deviceDataVersion = () => version;
