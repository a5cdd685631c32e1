import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { secondsLeft } from '../quiz-machine';

/**
 * Seconds left until `deadline`, recomputed from the clock several times a second while running. Reading the
 * clock instead of counting ticks means a throttled background tab is right again as soon as it wakes.
 *
 * `limit`: the attempt's time limit in seconds, as the server set it (`Attempt.timeLimit`; a mock
 * exam's is longer than a quiz's). Without a deadline (an untimed attempt) the result is `limit`, or 0.
 * `onExpire` is called once per deadline, on the first tick that finds no time left (at once for an
 * attempt opened after its deadline).
 */
export function useCountdown(deadline: number | null, running: boolean, limit: number | null | undefined, onExpire?: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const expire = useEffectEvent(() => onExpire?.());
  // The deadline whose expiry was announced: once per deadline, even when the effect runs again (StrictMode, `running` toggled).
  const expiredAt = useRef<number | null>(null);
  useEffect(() => {
    if (!running || deadline === null) return undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (expiredAt.current !== deadline && secondsLeft(deadline, at, limit ?? undefined) === 0) {
        expiredAt.current = deadline;
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
