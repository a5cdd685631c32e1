/** "N questions due for review" with a one-tap start, or when the next one falls due; nothing for a learner who never answered. */
import { CalendarClock, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import { useReviewSummary } from '@/features/progress';
import { useStartAttemptMutation } from '@/features/quiz';

/** "today at 14:30", "tomorrow at 09:00", "on Thu 26 Nov at 09:00" in the learner's locale and zone. */
export function whenText(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const dayKey = (d: Date) => d.toLocaleDateString('en-CA');
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (dayKey(at) === dayKey(now)) return `today at ${time}`;
  if (dayKey(at) === dayKey(tomorrow)) return `tomorrow at ${time}`;
  return `on ${at.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short' })} at ${time}`;
}

export function ReviewCard() {
  const summary = useReviewSummary();
  const start = useStartAttemptMutation();
  if (summary.isPending) return null;
  if (summary.isError) {
    return (
      <section aria-labelledby="review-heading" className="mt-6 rounded-xl border border-border bg-surface p-4 shadow-sm md:mt-8 md:p-5">
        <h2 id="review-heading" className="text-lg font-semibold">
          Spaced review
        </h2>
        <p className="mt-1 text-sm text-muted">Your review queue could not be loaded: {summary.error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void summary.refetch()} disabled={summary.isFetching}>
          Reload review queue
        </Button>
      </section>
    );
  }
  const { due, studied, nextDueAt } = summary.data;
  if (studied === 0) return null;
  return (
    <section
      aria-labelledby="review-heading"
      className={
        due > 0
          ? 'mt-6 flex flex-col gap-4 rounded-xl border-2 border-primary/40 bg-primary-soft/40 p-4 shadow-sm sm:flex-row sm:items-center md:mt-8 md:p-5'
          : 'mt-6 flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center md:mt-8 md:p-5'
      }
    >
      <span aria-hidden="true" className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg sm:flex">
        {due > 0 ? <RotateCcw className="size-5" /> : <CalendarClock className="size-5" />}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="review-heading" className="text-lg font-semibold">
          {due > 0 ? `${plural(due, 'question')} due for review` : 'Nothing due for review'}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {due > 0
            ? 'A few minutes now keeps them from slipping: you get feedback after each answer.'
            : nextDueAt
              ? `You are up to date. The next question falls due ${whenText(nextDueAt)}.`
              : 'You are up to date.'}
        </p>
      </div>
      {due > 0 && (
        <Button className="w-full sm:w-auto" onClick={() => start.mutate({ mode: 'review' })} disabled={start.isPending}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {start.isPending ? 'Starting…' : 'Start review'}
        </Button>
      )}
    </section>
  );
}
