import { ArrowRight, Timer } from 'lucide-react';
import { Link } from 'react-router';
import type { Attempt } from '@common/schemas/attempt';
import { CARD_GRID } from '@/app/page-skeleton';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useAttemptsInProgress } from '@/features/quiz';
import { paths } from '@/lib/paths';

/** "4 min left", "under a minute left", "Time is up" (the server grades it when it is next read). */
export function timeLeftText(deadline: string | null, now = Date.now()): string | null {
  if (!deadline) return null;
  const ms = Date.parse(deadline) - now;
  if (!Number.isFinite(ms)) return null;
  if (ms <= 0) return 'Time is up';
  if (ms < 60_000) return 'under a minute left';
  return `${Math.ceil(ms / 60_000)} min left`;
}

/** Where the screen of an attempt lives: practice keeps its quiz route; every other mode plays at /attempts/:id. */
export function attemptPath(attempt: Attempt): string | null {
  if (attempt.mode !== 'practice') return paths.attempt(attempt.id);
  if (attempt.moduleId === null || attempt.difficulty === null) return null;
  return paths.quiz(attempt.moduleId, attempt.difficulty);
}

/**
 * What the card's button says for each mode. A study session and a timed quiz of the same module and
 * difficulty share a title ("Access Control Rules · easy"), so a study card is also marked Study.
 */
const CONTINUE: Record<Attempt['mode'], string> = {
  practice: 'Continue quiz',
  study: 'Continue studying',
  exam: 'Continue exam',
  review: 'Continue review',
  mistakes: 'Continue drill',
};

function ContinueCard({ attempt }: { attempt: Attempt }) {
  const path = attemptPath(attempt)!;
  const headingId = `attempt-${attempt.id}-title`;
  const answered = attempt.answers.filter(Boolean).length;
  const total = attempt.questions.length;
  const left = timeLeftText(attempt.deadline);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border-2 border-primary/40 bg-primary-soft/40 p-4 shadow-sm md:p-5">
      {attempt.mode === 'study' && (
        <Badge tone="primary" className="mb-2 self-start">
          Study
        </Badge>
      )}
      <h3 id={headingId} className="text-base leading-snug font-semibold">
        {attempt.title}
      </h3>
      <p className="mt-2 text-sm text-muted">
        {answered} of {total} answered
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-border" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${total ? (answered / total) * 100 : 0}%` }} />
      </div>
      {left && (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium">
          <Timer aria-hidden="true" className="size-4 text-muted" />
          {left}
        </p>
      )}
      <div className="mt-auto pt-4">
        <Link to={path} aria-label={`${CONTINUE[attempt.mode]}: ${attempt.title}`} className={buttonClasses('primary', 'md', 'w-full')}>
          {CONTINUE[attempt.mode]}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/** One card for each attempt in progress on any device (a mock exam and a review too); nothing at all when there is none. */
export function ContinueQuizSection() {
  const attempts = useAttemptsInProgress();
  const list = (attempts.data ?? []).filter((a) => attemptPath(a) !== null);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="continue-heading" className="mt-6 md:mt-8">
      <h2 id="continue-heading" className="mb-4 text-lg font-semibold">
        Pick up where you left off
      </h2>
      <ul className={CARD_GRID}>
        {list.map((attempt) => (
          <li key={attempt.id}>
            <ContinueCard attempt={attempt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
