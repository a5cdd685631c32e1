/** Whether a new version of the app waits to take over, and how to let it (set by register.ts). */
import { useSyncExternalStore } from 'react';

let update: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function setUpdateReady(apply: (() => Promise<void>) | null): void {
  update = apply;
  listeners.forEach((l) => l());
}

export function useUpdateReady(): (() => Promise<void>) | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => update,
    () => null,
  );
}
