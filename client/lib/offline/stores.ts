/**
 * What this device keeps for offline use, in IndexedDB (idb-keyval: one small database per store):
 * the outbox of answers and results not yet sent, the modules packed for offline practice, the
 * results of offline practice, offline quizzes under way, and the persisted query cache. docs/offline.md explains each.
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  del(key: string): Promise<void>;
  all(): Promise<[string, T][]>;
  clear(): Promise<void>;
}

/** Where IndexedDB is missing (some private modes, test environments): kept for this page only. */
function memoryStore<T>(): KeyValueStore<T> {
  const map = new Map<string, T>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => void map.set(key, value),
    del: async (key) => void map.delete(key),
    all: async () => [...map.entries()],
    clear: async () => map.clear(),
  };
}

function idbStore<T>(dbName: string): KeyValueStore<T> {
  let store: UseStore | null = null;
  let fallback: KeyValueStore<T> | null = null;
  // Opened on first use: the landing page never touches IndexedDB.
  const s = () => (store ??= createStore(dbName, 'kv'));
  const available = () => typeof indexedDB !== 'undefined' || !(fallback ??= memoryStore<T>());
  return {
    get: async (key) => (available() ? get<T>(key, s()) : fallback!.get(key)),
    set: async (key, value) => (available() ? set(key, value, s()) : fallback!.set(key, value)),
    del: async (key) => (available() ? del(key, s()) : fallback!.del(key)),
    all: async () => (available() ? entries<string, T>(s()) : fallback!.all()),
    clear: async () => (available() ? clear(s()) : fallback!.clear()),
  };
}

export const DB_NAMES = {
  outbox: 'certdrill-outbox',
  packs: 'certdrill-packs',
  results: 'certdrill-offline-results',
  queryCache: 'certdrill-query-cache',
  runs: 'certdrill-offline-runs',
} as const;

export const outboxStore = idbStore<unknown>(DB_NAMES.outbox);
export const packStore = idbStore<unknown>(DB_NAMES.packs);
export const resultStore = idbStore<unknown>(DB_NAMES.results);
export const queryCacheStore = idbStore<unknown>(DB_NAMES.queryCache);
/** Offline practice and study under way (not finished yet), so a reload or a closed tab loses nothing. */
export const runStore = idbStore<unknown>(DB_NAMES.runs);

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
