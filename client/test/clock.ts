import { vi } from 'vitest';

/** Freezes Date (only Date: timers keep running for React Query and user-event) at midday UTC; undone after each test (setup.ts). */
export function freezeToday(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T12:00:00Z`));
}
