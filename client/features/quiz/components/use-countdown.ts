import { useEffect, useEffectEvent, useState } from 'react';
import { secondsLeft } from '../quiz-machine';

/**
 * Seconds left until `deadline`, recomputed from the clock several times a second while running. Reading the
 * clock instead of counting ticks means a throttled background tab is right again as soon as it wakes.
 *
 * `limit`: the attempt's time limit in seconds, as the server set it (`Attempt.timeLimit`; a mock
 * exam's is longer than a quiz's). Without a deadline (an untimed attempt) the result is `limit`, or 0.
 * `onExpire` is called once, on the first tick that finds no time left (at once for an attempt opened
 * after its deadline), and again only for a new deadline or after `running` went false and back.
 */
export function useCountdown(deadline: number | null, running: boolean, limit: number | null | undefined, onExpire?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(() => onExpire?.());
  useEffect(() => {
    if (!running || deadline === null) return undefined;
    let expired = false;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (!expired && secondsLeft(deadline, at, limit ?? undefined) === 0) {
        expired = true;
        expire();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline, running, limit]);
  return deadline === null ? (limit ?? 0) : secondsLeft(deadline, now, limit ?? undefined);
}
