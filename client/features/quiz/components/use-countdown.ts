import { useEffect, useState } from 'react';
import { secondsLeft } from '../quiz-machine';

/**
 * Seconds left until `deadline`, recomputed from the clock several times a second while running. Reading the
 * clock instead of counting ticks means a throttled background tab is right again as soon as it wakes.
 */
/**
 * `limit`: the attempt's time limit in seconds, as the server set it (`Attempt.timeLimit`; a mock
 * exam's is longer than a quiz's). Without a deadline (an untimed attempt) the result is `limit`, or 0.
 */
export function useCountdown(deadline: number | null, running: boolean, limit: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running || deadline === null) return undefined;
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline, running]);
  return deadline === null ? (limit ?? 0) : secondsLeft(deadline, now, limit ?? undefined);
}
