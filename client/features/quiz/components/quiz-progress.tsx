import { useId } from 'react';

/** "Question 3 of 10" over a bar; the bar is labelled by that text. */
export function QuizProgress({ index, total, answered }: { index: number; total: number; answered: number }) {
  const labelId = useId();
  const position = index + 1;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <p id={labelId} className="font-semibold text-fg">
          Question {position} of {total}
        </p>
        <p className="text-muted">{answered} answered</p>
      </div>
      <div role="progressbar" aria-labelledby={labelId} aria-valuemin={1} aria-valuemax={total} aria-valuenow={position} className="mt-2 h-2 overflow-hidden rounded-full bg-border">
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${(position / total) * 100}%` }} />
      </div>
    </div>
  );
}
