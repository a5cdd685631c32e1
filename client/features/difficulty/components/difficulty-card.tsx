import { ChevronRight, Clock, Flame, Gauge, GraduationCap, ListChecks, LoaderCircle, Shuffle, Sprout, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { QuizDifficulty } from '@common/schemas/question';
import { cn } from '@/lib/cn';
import { useStartAttemptMutation } from '@/features/quiz';
import { DIFFICULTY_INFO } from '@common/rules/difficulty';
import { QUIZ_TIME_LIMIT } from '@common/schemas/quiz-session';
import { plural } from '@/lib/plural';
import { paths } from '@/lib/paths';

const icons: Record<QuizDifficulty, LucideIcon> = { easy: Sprout, medium: Gauge, hard: Flame, mixed: Shuffle };

const iconTones: Record<QuizDifficulty, string> = {
  easy: 'bg-success-soft text-success',
  medium: 'bg-warning-soft text-warning',
  hard: 'bg-danger-soft text-danger',
  mixed: 'bg-primary-soft text-primary-soft-fg',
};

/** One difficulty: a link to its timed quiz and a way to study it untimed, or a greyed card when the module has no question at that level. */
export function DifficultyCard({ moduleId, difficulty, questionCount }: { moduleId: number; difficulty: QuizDifficulty; questionCount: number }) {
  const config = DIFFICULTY_INFO[difficulty];
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
            {QUIZ_TIME_LIMIT / 60} minutes
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
    <div className="group flex h-full flex-col rounded-xl border border-border bg-surface shadow-sm transition-colors hover:border-primary">
      <Link to={paths.quiz(moduleId, difficulty)} className="flex flex-1 items-start gap-4 rounded-t-xl p-4 md:p-5">
        {body}
        <ChevronRight aria-hidden="true" className="mt-3 size-5 shrink-0 text-muted group-hover:text-primary" />
      </Link>
      <StudyButton moduleId={moduleId} difficulty={difficulty} />
    </div>
  );
}

/** Starts (or resumes) an untimed study attempt of the module at this difficulty. */
function StudyButton({ moduleId, difficulty }: { moduleId: number; difficulty: QuizDifficulty }) {
  const start = useStartAttemptMutation();
  const label = DIFFICULTY_INFO[difficulty].label;
  return (
    <button
      type="button"
      onClick={() => start.mutate({ mode: 'study', moduleId, difficulty })}
      disabled={start.isPending}
      className="flex min-h-12 items-center gap-2 rounded-b-xl border-t border-border px-4 py-2 text-left text-sm font-medium text-primary-soft-fg hover:bg-primary-soft disabled:opacity-60 md:px-5"
    >
      {start.isPending ? <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" /> : <GraduationCap aria-hidden="true" className="size-4 shrink-0" />}
      <span>
        Study {label} <span className="font-normal text-muted">(untimed, feedback after each answer)</span>
      </span>
    </button>
  );
}
