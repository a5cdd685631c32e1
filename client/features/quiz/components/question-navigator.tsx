import { Check, ChevronDown, Circle, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';

interface QuestionNavigatorProps {
  answers: readonly string[];
  flags: readonly boolean[];
  current: number;
  onJump: (index: number) => void;
}

/** "Question 3: answered, flagged for review" */
export function questionStatus(answer: string, flagged: boolean): string {
  return `${answer ? 'answered' : 'unanswered'}${flagged ? ', flagged for review' : ''}`;
}

/**
 * Every question as a numbered button that jumps to it, each telling by an icon and by its name
 * whether it is answered, unanswered or flagged (never by colour alone); the one on screen has
 * aria-current. Always shown from md up; on a phone it opens as a disclosure under its summary.
 */
export function QuestionNavigator({ answers, flags, current, onJump }: QuestionNavigatorProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const answered = answers.filter(Boolean).length;
  const flagged = flags.filter(Boolean).length;
  return (
    <nav aria-label="Questions" className="rounded-xl border border-border bg-surface">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-3 text-left text-sm font-medium md:hidden"
      >
        <span>
          All questions{' '}
          <span className="font-normal text-muted">
            · {answered} answered{flagged > 0 ? ` · ${flagged} flagged` : ''}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={panelId} className={cn('px-3 pb-3 md:block md:pt-3', open ? 'block' : 'hidden')}>
        <ol className="grid grid-cols-5 gap-2 md:grid-cols-10">
          {answers.map((answer, i) => {
            const isFlagged = flags[i] ?? false;
            const isCurrent = i === current;
            return (
              <li key={i}>
                <button
                  type="button"
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={`Question ${i + 1}: ${questionStatus(answer, isFlagged)}`}
                  onClick={() => {
                    setOpen(false);
                    onJump(i);
                  }}
                  className={cn(
                    'relative flex h-11 w-full items-center justify-center gap-1 rounded-lg border-2 text-sm font-semibold tabular-nums transition-colors',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
                    answer ? 'border-primary/40 bg-primary-soft text-primary-soft-fg' : 'border-border bg-bg text-fg hover:border-border-strong',
                    isCurrent && 'border-primary ring-2 ring-primary/30',
                  )}
                >
                  {answer ? <Check aria-hidden="true" className="size-3.5" /> : <Circle aria-hidden="true" className="size-3 text-muted" />}
                  {i + 1}
                  {isFlagged && <Flag aria-hidden="true" className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-surface fill-warning p-0.5 text-warning" />}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
          <span className="inline-flex items-center gap-1">
            <Check className="size-3.5" /> Answered
          </span>
          <span className="inline-flex items-center gap-1">
            <Circle className="size-3" /> Unanswered
          </span>
          <span className="inline-flex items-center gap-1">
            <Flag className="size-3.5 fill-warning text-warning" /> Flagged
          </span>
        </p>
      </div>
    </nav>
  );
}
