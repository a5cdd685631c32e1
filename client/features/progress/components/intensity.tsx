/** The five intensity levels of the activity calendar: one hue (primary) growing stronger, level 0 outlined. */
import { cn } from '../../../lib/cn';

export type Level = 0 | 1 | 2 | 3 | 4;
export const LEVELS: readonly Level[] = [0, 1, 2, 3, 4];

// Alphas chosen so that day numbers drawn on each level keep 4.5:1 in both themes (see levelTextClasses).
export const levelClasses: Record<Level, string> = {
  0: 'bg-surface-2 border border-border-strong/45',
  1: 'bg-primary/25 border border-primary/40',
  2: 'bg-primary/50 border border-transparent',
  3: 'bg-primary/80 border border-transparent',
  4: 'bg-primary border border-transparent',
};

/** Text drawn on a level's colour: at least 4.5:1 in both themes. */
export const levelTextClasses: Record<Level, string> = {
  0: 'text-fg',
  1: 'text-fg',
  2: 'text-fg',
  3: 'text-primary-fg',
  4: 'text-primary-fg',
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
