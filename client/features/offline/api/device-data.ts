/**
 * Modules packed for offline practice and the results of practice done offline, on this device
 * (IndexedDB, lib/offline/stores.ts). Each belongs to the learner who saved it: another learner on
 * this device never sees it, and signing out deletes it all (lib/offline/clear-device-data.ts).
 */
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { OfflinePack } from '@common/schemas/offline-pack';
import type { Question, QuizDifficulty } from '@common/schemas/question';
import type { ReviewItem } from '@common/schemas/quiz-session';
import { api } from '@/lib/api-client';
import { deviceDataChanged, deviceDataVersion, packStore, resultStore, runStore, subscribeDeviceData } from '@/lib/offline/stores';

export interface StoredPack {
  userId: number;
  pack: OfflinePack;
  /** When it was saved on this device (ISO). */
  savedAt: string;
  /** Its size as stored, in bytes (the JSON of the pack). */
  bytes: number;
}

export type OfflineMode = 'practice' | 'study';

/** Practice or study done on the device; the server's grading joins it once the result is sent. */
export interface OfflineResult {
  id: string;
  userId: number;
  moduleId: number;
  moduleName: string;
  mode: OfflineMode;
  difficulty: QuizDifficulty;
  questionIds: number[];
  answers: string[];
  /** Right answers by the device's grading (common/rules/answers.ts). */
  score: number;
  total: number;
  timeUsed: number;
  completedAt: string;
  /** Once sent: the server's session and its score (the one that counts). */
  server: { sessionId: number; score: number; total: number } | null;
  /** A definitive refusal by the server, in its words. */
  refused: string | null;
  /** Each question with the answer chosen, its key and explanation, for the result screen. */
  review: Omit<ReviewItem, 'type'>[];
}

const packKey = (userId: number, moduleId: number) => `${userId}:${moduleId}`;

export const fetchPack = (moduleId: number) => api<OfflinePack>(`/api/modules/${moduleId}/pack`);

export async function savePack(userId: number, pack: OfflinePack): Promise<StoredPack> {
  const stored: StoredPack = { userId, pack, savedAt: new Date().toISOString(), bytes: new Blob([JSON.stringify(pack)]).size };
  await packStore.set(packKey(userId, pack.module.id), stored);
  deviceDataChanged();
  return stored;
}

export async function getPack(userId: number, moduleId: number): Promise<StoredPack | undefined> {
  return (await packStore.get(packKey(userId, moduleId))) as StoredPack | undefined;
}

export async function listPacks(userId: number): Promise<StoredPack[]> {
  const all = (await packStore.all()).map(([, v]) => v as StoredPack).filter((p) => p.userId === userId);
  return all.sort((a, b) => a.pack.module.name.localeCompare(b.pack.module.name));
}

export async function removePack(userId: number, moduleId: number): Promise<void> {
  await packStore.del(packKey(userId, moduleId));
  deviceDataChanged();
}

export async function saveResult(result: OfflineResult): Promise<void> {
  await resultStore.set(result.id, result);
  deviceDataChanged();
}

export async function getResult(id: string): Promise<OfflineResult | undefined> {
  return (await resultStore.get(id)) as OfflineResult | undefined;
}

export async function updateResult(id: string, change: Partial<OfflineResult>): Promise<void> {
  const result = await getResult(id);
  if (!result) return;
  await saveResult({ ...result, ...change });
}

export async function listResults(userId: number): Promise<OfflineResult[]> {
  const all = (await resultStore.all()).map(([, v]) => v as OfflineResult).filter((r) => r.userId === userId);
  return all.sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}

/**
 * Practice or study under way on this device: what was drawn, the answers so far, where the learner
 * is, and when it started (the practice clock runs from then, reloads included). One per learner,
 * module and mode; saved as the learner goes, forgotten once finished or discarded.
 */
export interface OfflineRun {
  userId: number;
  moduleId: number;
  moduleName: string;
  mode: OfflineMode;
  difficulty: QuizDifficulty;
  questions: Question[];
  answers: string[];
  /** Study: which answers were checked (and so are locked). */
  checked: boolean[];
  index: number;
  /** Epoch milliseconds. */
  startedAt: number;
}

const runKey = (userId: number, moduleId: number, mode: OfflineMode) => `${userId}:${moduleId}:${mode}`;

/** Keeps the run as it stands. Quiet: the screen that writes it already shows it. */
export async function saveRun(run: OfflineRun): Promise<void> {
  await runStore.set(runKey(run.userId, run.moduleId, run.mode), run);
}

export async function getRun(userId: number, moduleId: number, mode: OfflineMode): Promise<OfflineRun | undefined> {
  const run = (await runStore.get(runKey(userId, moduleId, mode))) as OfflineRun | undefined;
  // Damaged or from an older shape: nothing to resume.
  if (!run || !Array.isArray(run.questions) || run.questions.length === 0 || run.answers?.length !== run.questions.length) return undefined;
  return run;
}

/** Forgets a run once it is finished or discarded. */
export async function deleteRun(userId: number, moduleId: number, mode: OfflineMode): Promise<void> {
  await runStore.del(runKey(userId, moduleId, mode));
  deviceDataChanged();
}

/** This learner's runs under way, the latest started first. */
export async function listRuns(userId: number): Promise<OfflineRun[]> {
  const all = (await runStore.all()).map(([, v]) => v as OfflineRun).filter((r) => r.userId === userId && Array.isArray(r.questions) && r.questions.length > 0);
  return all.sort((a, b) => b.startedAt - a.startedAt);
}

/**
 * Reads device data, and reads it again whenever it changes or `deps` (plain values: ids, a mode) do;
 * `undefined` while the first read runs.
 */
export function useDeviceData<T>(read: () => Promise<T>, deps: readonly unknown[]): { data: T | undefined; error: boolean } {
  const version = useSyncExternalStore(subscribeDeviceData, deviceDataVersion, deviceDataVersion);
  const [state, setState] = useState<{ data: T | undefined; error: boolean }>({ data: undefined, error: false });
  // `read` is a new function each render: the effect runs again when what it reads changes, not when it does.
  const load = useEffectEvent(read);
  const depsKey = JSON.stringify(deps);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, error: false }),
      () => live && setState((s) => ({ data: s.data, error: true })),
    );
    return () => {
      live = false;
    };
  }, [depsKey, version]);
  return state;
}
