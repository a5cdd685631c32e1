import { ChevronRight, Clock, Flame, Gauge, ListChecks, Shuffle, Sprout, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { QuizDifficulty } from '../../../../common/schemas/question';
import { cn } from '../../../lib/cn';
import { DIFFICULTY_CONFIG, QUIZ_MINUTES, plural } from '../difficulty-config';

const icons: Record<QuizDifficulty, LucideIcon> = { easy: Sprout, medium: Gauge, hard: Flame, mixed: Shuffle };

const iconTones: Record<QuizDifficulty, string> = {
  easy: 'bg-success-soft text-success',
  medium: 'bg-warning-soft text-warning',
  hard: 'bg-danger-soft text-danger',
  mixed: 'bg-primary-soft text-primary-soft-fg',
};

/** One difficulty: a link to its quiz, or a greyed card when the module has no question at that level. */
export function DifficultyCard({ moduleId, difficulty, questionCount }: { moduleId: number; difficulty: QuizDifficulty; questionCount: number }) {
  const config = DIFFICULTY_CONFIG[difficulty];
  const Icon = icons[difficulty];
  const disabled = questionCount === 0;
  const body = (
    <>
      <span aria-hidden="true" className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', disabled ? 'bg-bg text-muted' : iconTones[difficulty])}>
        <Icon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn('block text-lg font-semibold', disabled ? 'text-muted' : 'text-fg')}>{config.label}</span>
        <span className="mt-1 block text-sm text-muted">{config.description}</span>
        <span className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-muted">
          <span className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {QUIZ_MINUTES} minutes
          </span>
          <span className="flex items-center gap-1.5">
            <ListChecks aria-hidden="true" className="size-4" />
            {disabled ? 'No questions yet' : plural(questionCount, 'question')}
          </span>
        </span>
      </span>
    </>
  );
  if (disabled) {
    return (
      <div className="flex h-full items-start gap-4 rounded-xl border border-dashed border-border bg-surface-2 p-4 md:p-5">
        {body}
        <span className="sr-only">Not available: this module has no {config.label.toLowerCase()} questions yet.</span>
      </div>
    );
  }
  return (
    <Link
      to={`/modules/${moduleId}/quiz/${difficulty}`}
      className="group flex h-full items-start gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary md:p-5"
    >
      {body}
      <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-muted group-hover:text-primary" />
    </Link>
  );
}
