/**
 * Sign-out: nothing of this learner stays on the device — the kept answers from the server, the
 * outbox, modules packed for offline practice, offline results and quizzes under way, and attempts'
 * unsent answers.
 */
import { clearOutbox, listOutbox } from './outbox';
import { deviceDataChanged, packStore, queryCacheStore, resultStore, runStore } from './stores';

/** How many things done on this device have not reached the server yet. */
export async function unsentCount(): Promise<number> {
  try {
    return (await listOutbox()).length + unsentAttemptAnswers().length;
  } catch {
    return 0;
  }
}

/** localStorage keys of answers saved offline in attempts (features/quiz/attempt-storage.ts). */
function unsentAttemptAnswers(): string[] {
  try {
    return Object.keys(localStorage).filter((k) => /^certdrill\.attempt\.\d+\.pending$/.test(k));
  } catch {
    return [];
  }
}

export async function clearDeviceData(): Promise<void> {
  for (const key of unsentAttemptAnswers()) localStorage.removeItem(key);
  await Promise.all([clearOutbox(), packStore.clear(), resultStore.clear(), runStore.clear(), queryCacheStore.clear()].map((p) => p.catch(() => undefined)));
  deviceDataChanged();
}
