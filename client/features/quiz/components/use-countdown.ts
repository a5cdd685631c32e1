import { useEffect, useState } from 'react';
import { QUIZ_TIME_LIMIT } from '../../../../common/schemas/quiz-session';
import { secondsLeft } from '../quiz-machine';

/**
 * Seconds left until `deadline`, recomputed from the clock several times a second while running. Reading the
 * clock instead of counting ticks means a throttled background tab is right again as soon as it wakes.
 */
/** `limit`: the attempt's time limit in seconds (a mock exam's is longer than a quiz's). */
export function useCountdown(deadline: number | null, running: boolean, limit: number = QUIZ_TIME_LIMIT): number {
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
  return deadline === null ? limit : secondsLeft(deadline, now, limit);
}
