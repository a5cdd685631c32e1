/**
 * The outbox: what was done without a connection and must reach the server, kept in IndexedDB so a
 * reload or a closed tab loses nothing. Each entry has a key of its own (`attempt:<id>`,
 * `session:<uuid>`); sending the same key again while one send is under way waits for that send
 * (in this tab, and across tabs through the Web Locks API). An entry goes only on a 2xx or on a
 * definitive refusal (a 4xx other than 401, 408 and 429); everything else is tried again later.
 */
import type { QuizSubmission } from '@common/schemas/quiz-session';
import type { ApiError } from '../api-client';
import { deviceDataChanged, outboxStore } from './stores';

export interface AttemptSubmitEntry {
  kind: 'attempt-submit';
  key: string;
  userId: number | null;
  createdAt: string;
  attemptId: number;
}

export interface QuizSessionEntry {
  kind: 'quiz-session';
  key: string;
  userId: number | null;
  createdAt: string;
  /** The offline result this submission reports (client/features/offline). */
  resultId: string;
  body: QuizSubmission;
}

export type OutboxEntry = AttemptSubmitEntry | QuizSessionEntry;

export type SendOutcome = { status: 'sent'; response: unknown } | { status: 'refused'; error: ApiError } | { status: 'later'; error: unknown };

const store = outboxStore;

/** Who the entries queued now belong to (set by the signed-in frame); only they are sent with that learner's session. */
let owner: number | null = null;
export function setOutboxOwner(userId: number | null): void {
  owner = userId;
}
export const outboxOwner = () => owner;

/**
 * When the last entry was queued (ms): each new entry's time is later than the one before, so that
 * entries queued within the same millisecond keep their order (the outbox sends oldest first).
 */
let lastQueued = 0;
function queueTime(): string {
  lastQueued = Math.max(Date.now(), lastQueued + 1);
  return new Date(lastQueued).toISOString();
}

export async function enqueue(entry: Omit<AttemptSubmitEntry, 'userId' | 'createdAt'> | Omit<QuizSessionEntry, 'userId' | 'createdAt'>): Promise<void> {
  const existing = (await store.get(entry.key)) as OutboxEntry | undefined;
  // Queuing the same thing twice keeps one entry (and its first time).
  await store.set(entry.key, { ...entry, userId: existing?.userId ?? owner, createdAt: existing?.createdAt ?? queueTime() });
  deviceDataChanged();
}

export async function listOutbox(userId?: number | null): Promise<OutboxEntry[]> {
  const all = (await store.all()).map(([, v]) => v as OutboxEntry);
  return all.filter((e) => userId === undefined || e.userId === userId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function removeEntry(key: string): Promise<void> {
  await store.del(key);
  deviceDataChanged();
}

export async function clearOutbox(): Promise<void> {
  await store.clear();
  deviceDataChanged();
}

/** A refusal that sending again cannot change. */
export function isDefinitive(error: unknown): error is ApiError {
  const status = statusOf(error);
  return status !== null && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** The HTTP status of an ApiError (0: no connection), without importing api-client into this small chunk. */
function statusOf(error: unknown): number | null {
  return error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number' ? (error as ApiError).status : null;
}

const inFlight = new Map<string, Promise<unknown>>();

/** Runs `send` for `key` unless it is running already, in which case its result is shared. */
export function once<T>(key: string, send: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  const run = (locks ? locks.request(`certdrill:${key}`, () => send()) : send()).finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run as Promise<T>;
}

export interface FlushHandlers {
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** After a 2xx, before the entry is removed. */
  onSent?: (entry: OutboxEntry, response: unknown) => Promise<void> | void;
  /** After a definitive refusal, before the entry is removed. */
  onRefused?: (entry: OutboxEntry, error: ApiError) => Promise<void> | void;
}

/** Sends every entry of `userId`, oldest first: how many went (sent or refused for good) and how many wait for later. */
export async function flushOutbox(userId: number, handlers: FlushHandlers): Promise<{ done: number; waiting: number }> {
  const list = await listOutbox(userId);
  let done = 0;
  let waiting = 0;
  for (const [i, entry] of list.entries()) {
    const outcome = await once(entry.key, async (): Promise<SendOutcome | null> => {
      // Another tab may have sent it meanwhile.
      if ((await store.get(entry.key)) === undefined) return null;
      try {
        return { status: 'sent', response: await handlers.send(entry) };
      } catch (error) {
        return isDefinitive(error) ? { status: 'refused', error } : { status: 'later', error };
      }
    });
    if (outcome === null) continue;
    if (outcome.status === 'later') {
      // Without a connection the rest cannot go either.
      if (statusOf(outcome.error) === 0) return { done, waiting: waiting + list.length - i };
      waiting++;
      continue;
    }
    if (outcome.status === 'sent') await handlers.onSent?.(entry, outcome.response);
    else await handlers.onRefused?.(entry, outcome.error);
    await removeEntry(entry.key);
    done++;
  }
  return { done, waiting };
}
