/** The five intensity levels of the activity calendar: one hue (primary) growing stronger, level 0 outlined. */
import { cn } from '@/lib/cn';

export type Level = 0 | 1 | 2 | 3 | 4;
export const LEVELS: readonly Level[] = [0, 1, 2, 3, 4];

// The --heat-* tokens (styles/index.css): level 1 is >= 3:1 against level 0 in both themes, and day
// numbers drawn on each level keep 4.5:1 (see levelTextClasses).
export const levelClasses: Record<Level, string> = {
  0: 'bg-heat-0 border border-border-strong/45',
  1: 'bg-heat-1 border border-transparent',
  2: 'bg-heat-2 border border-transparent',
  3: 'bg-heat-3 border border-transparent',
  4: 'bg-heat-4 border border-transparent',
};

/** Text drawn on a level's colour: at least 4.5:1 in both themes. */
export const levelTextClasses: Record<Level, string> = {
  0: 'text-heat-ink-0',
  1: 'text-heat-ink-1',
  2: 'text-heat-ink-2',
  3: 'text-heat-ink-3',
  4: 'text-heat-ink-4',
};

export const levelNames: Record<Level, string> = {
  0: 'No quizzes',
  1: '1 quiz',
  2: '2–3 quizzes',
  3: '4–5 quizzes',
  4: '6 or more quizzes',
};

export function IntensityLegend({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      <span aria-hidden="true">Less</span>
      <ul aria-label="Quizzes a day, from less to more" className="flex items-center gap-1">
        {LEVELS.map((level) => (
          <li key={level} title={levelNames[level]} className={cn('size-3.5 rounded-[3px]', levelClasses[level])}>
            <span className="sr-only">{levelNames[level]}</span>
          </li>
        ))}
      </ul>
      <span aria-hidden="true">More</span>
    </div>
  );
}
