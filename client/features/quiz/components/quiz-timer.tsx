import { Timer, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '@common/rules/grading';
import { cn } from '@/lib/cn';
import { timerTone, type TimerTone } from '../quiz-machine';

/** Screen readers hear the time only at these moments (seconds left), smallest first. */
const ANNOUNCE_AT = [10, 60, 120] as const;
const ANNOUNCEMENTS: Record<(typeof ANNOUNCE_AT)[number], string> = {
  120: '2 minutes left',
  60: '1 minute left',
  10: '10 seconds left',
};

const toneClasses: Record<TimerTone, string> = {
  normal: 'border-border bg-surface text-fg',
  warning: 'border-warning bg-warning-soft text-warning',
  danger: 'border-danger bg-danger-soft text-danger',
};

/**
 * The visible countdown is a timer (never live, so it is not read every second); a separate polite live region
 * speaks at 2:00, 1:00 and 0:10 only. Colour is backed by text: a warning line shows from 1:00.
 */
export function QuizTimer({ seconds }: { seconds: number }) {
  const tone = timerTone(seconds);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(seconds);
  useEffect(() => {
    const before = previous.current;
    previous.current = seconds;
    // After a throttled background tab several thresholds may be crossed at once: say the latest one.
    const crossed = ANNOUNCE_AT.find((at) => before > at && seconds <= at);
    if (crossed !== undefined) setAnnouncement(ANNOUNCEMENTS[crossed]);
  }, [seconds]);

  return (
    // The warning sits beside the clock, in a row that is there from the start: its arrival moves nothing below.
    <div className="flex min-h-10 items-center gap-2">
      {tone === 'danger' && (
        <p className="flex items-center gap-1 text-right text-sm leading-tight font-semibold text-danger">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          Time is almost up!
        </p>
      )}
      <div data-tone={tone} className={cn('flex h-10 shrink-0 items-center gap-2 rounded-full border-2 px-3 font-semibold tabular-nums', toneClasses[tone])}>
        <Timer aria-hidden="true" className="size-4" />
        <span className="sr-only">Time left:</span>
        <span role="timer" aria-live="off" aria-atomic="true" className="text-lg">
          {formatDuration(seconds)}
        </span>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="timer-announcement">
        {announcement}
      </div>
    </div>
  );
}
