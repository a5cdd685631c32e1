import { CircleCheck, CircleMinus, CircleX, Lightbulb, ListChecks } from 'lucide-react';
import type { ReviewItem as Review } from '@common/schemas/quiz-session';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ReportButton } from '@/features/reports';

export type ReviewStatus = 'correct' | 'incorrect' | 'skipped';

export function reviewStatus(item: Review): ReviewStatus {
  if (item.chosen === '') return 'skipped';
  return item.correct ? 'correct' : 'incorrect';
}

export function StatusBadge({ status }: { status: ReviewStatus }) {
  if (status === 'correct')
    return (
      <Badge tone="success">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Correct
      </Badge>
    );
  if (status === 'incorrect')
    return (
      <Badge tone="danger">
        <CircleX aria-hidden="true" className="size-3.5" />
        Incorrect
      </Badge>
    );
  return (
    <Badge tone="neutral">
      <CircleMinus aria-hidden="true" className="size-3.5" />
      Skipped
    </Badge>
  );
}

/** "A, C", or "none" for a skipped question. */
function letters(answer: string): string {
  return answer === '' ? 'none' : answer.split('').join(', ');
}

/**
 * One reviewed question: every option chosen and every correct one, each marked by an icon and in
 * words ("Your answer", "Correct answer"), never by colour alone; then why. A "choose N" question
 * says so, and is right only when the chosen set is the correct set.
 */
export function ReviewItem({ item, position }: { item: Review; position: number }) {
  const status = reviewStatus(item);
  const headingId = `review-${position}`;
  const multiple = item.type === 'multiple';
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-muted">
          Question {position}
          {multiple && (
            <Badge tone="primary">
              <ListChecks aria-hidden="true" className="size-3.5" />
              Choose {item.correctAnswer.length}
            </Badge>
          )}
        </p>
        <StatusBadge status={status} />
      </div>
      {/* A heading that may hold a code block: a div with the heading role (an h3 holds phrasing content only). */}
      <div role="heading" aria-level={3} id={headingId} className="mt-2 text-base leading-relaxed font-semibold">
        <span className="sr-only">Question {position}: </span>
        <Markdown>{item.text}</Markdown>
      </div>
      <ul className="mt-4 space-y-2" aria-label="Options">
        {item.options.map((option) => {
          const isCorrect = item.correctAnswer.includes(option.id);
          const isChosen = item.chosen.includes(option.id);
          const tags = [isChosen && 'Your answer', isCorrect && 'Correct answer'].filter(Boolean).join(' · ');
          return (
            <li key={option.id} className={cn('flex items-start gap-3 rounded-lg border p-3', isCorrect ? 'border-success bg-success-soft' : isChosen ? 'border-danger bg-danger-soft' : 'border-border')}>
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-md border border-border-strong text-sm font-bold text-muted">
                {option.id}
              </span>
              <span className="min-w-0 flex-1">
                <Markdown inline className="block">
                  {option.text}
                </Markdown>
                {/* Balanced, so that on a phone "Your answer ·" and "Correct answer" wrap as wholes. */}
                {tags && <span className={cn('mt-1 block text-sm font-semibold text-balance', isCorrect ? 'text-success' : 'text-danger')}>{tags}</span>}
              </span>
              {isCorrect ? <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" /> : isChosen ? <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" /> : null}
            </li>
          );
        })}
      </ul>
      {multiple && status !== 'skipped' && (
        <p className="mt-3 text-sm text-muted">
          You chose {letters(item.chosen)}; the correct answers are {letters(item.correctAnswer)}.{status === 'incorrect' && ' Only the exact set of correct options scores.'}
        </p>
      )}
      {status === 'skipped' && <p className="mt-3 text-sm text-muted">You did not answer this question.</p>}
      <div className="mt-4 rounded-lg bg-surface-2 p-3 md:p-4">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Lightbulb aria-hidden="true" className="size-4 text-primary" />
          Explanation
        </p>
        {/* Code on the box's own grey would not stand out: it sits on the card's surface instead. */}
        <Markdown className="mt-1 text-sm leading-relaxed text-muted [&_code]:bg-surface [&_pre]:bg-surface">{item.explanation}</Markdown>
      </div>
      <div className="mt-2 flex justify-end">
        <ReportButton questionId={item.questionId} className="-mr-2" />
      </div>
    </article>
  );
}
