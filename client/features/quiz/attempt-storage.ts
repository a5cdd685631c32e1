/**
 * What the device keeps for an attempt held by the server: answers and flags not sent yet (localStorage,
 * so a reload or a closed tab keeps them until they reach the server) and the question on screen
 * (sessionStorage, so a reload returns to it).
 */
import type { AnswerSave } from '@common/schemas/attempt';

/** Unsent changes by question index; each is a whole PUT body, so sending it twice is harmless. */
export type PendingSaves = Record<number, AnswerSave>;

export const pendingKey = (attemptId: number) => `certdrill.attempt.${attemptId}.pending`;
export const indexKey = (attemptId: number) => `certdrill.attempt.${attemptId}.index`;

export function loadPending(attemptId: number): PendingSaves {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(pendingKey(attemptId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const out: PendingSaves = {};
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
      const index = Number(k);
      if (!Number.isInteger(index) || index < 0 || !v || typeof v !== 'object') continue;
      const { answer, flagged } = v as { answer?: unknown; flagged?: unknown };
      const save: AnswerSave = {};
      if (typeof answer === 'string' && /^[A-D]{0,4}$/.test(answer)) save.answer = answer;
      if (typeof flagged === 'boolean') save.flagged = flagged;
      if (save.answer !== undefined || save.flagged !== undefined) out[index] = save;
    }
    return out;
  } catch {
    return {};
  }
}

export function storePending(attemptId: number, pending: PendingSaves): void {
  try {
    if (Object.keys(pending).length === 0) localStorage.removeItem(pendingKey(attemptId));
    else localStorage.setItem(pendingKey(attemptId), JSON.stringify(pending));
  } catch {
    // Storage blocked: the queue still lives in memory for this visit.
  }
}

export function loadIndex(attemptId: number): number | null {
  try {
    const raw = sessionStorage.getItem(indexKey(attemptId));
    const n = raw === null ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

export function storeIndex(attemptId: number, index: number): void {
  try {
    sessionStorage.setItem(indexKey(attemptId), String(index));
  } catch {
    // Without storage a reload starts at the first unanswered question.
  }
}

export function forgetAttempt(attemptId: number): void {
  try {
    localStorage.removeItem(pendingKey(attemptId));
    sessionStorage.removeItem(indexKey(attemptId));
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
