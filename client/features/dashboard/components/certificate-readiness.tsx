/** A certificate's readiness on its dashboard card: predicted score, confidence in words, the weakest module and the next best step. */
import { ArrowRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { PercentBar } from '@/components/ui/percent-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { plural } from '@/lib/plural';
import { confidenceWords, useReadiness, weakestModule } from '@/features/progress';
import { useStartAttemptMutation } from '@/features/quiz';
import { paths } from '@/lib/paths';

/**
 * The least height of the readiness box, whatever it shows (the skeleton's): so the card does not
 * grow or shrink when the figures arrive, and the cards below do not move (Lighthouse's CLS).
 */
const BOX = 'mt-4 min-h-20 rounded-lg bg-bg p-3';

/** The shape of the figures while they load (the dashboard skeleton uses it too). */
export function ReadinessSkeleton() {
  return (
    <div aria-hidden="true" className={`${BOX} space-y-2`}>
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}

export function CertificateReadiness({ certificateId, certificateName }: { certificateId: number; certificateName: string }) {
  const readiness = useReadiness(certificateId);
  const start = useStartAttemptMutation();
  if (readiness.isPending) return <ReadinessSkeleton />;
  if (readiness.isError) {
    return (
      <div className={`${BOX} text-sm`}>
        <p className="text-muted">Readiness could not be loaded: {readiness.error.message}</p>
        <Button variant="ghost" size="sm" className="mt-1 -ml-3" aria-label={`Reload readiness: ${certificateName}`} onClick={() => void readiness.refetch()}>
          Reload readiness
        </Button>
      </div>
    );
  }
  const { predictedScore, confidence, modules } = readiness.data;
  const seen = modules.reduce((n, m) => n + m.seen, 0);
  if (seen === 0) {
    return <p className={`${BOX} text-sm text-muted`}>Answer a few questions to see your predicted exam score.</p>;
  }
  const weakest = weakestModule(modules);
  const due = modules.reduce((n, m) => n + m.due, 0);
  return (
    <div className={BOX}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span>
          Predicted exam score <strong className="text-base">{predictedScore}%</strong>
        </span>
        <span className="text-muted">{confidenceWords[confidence]}</span>
      </p>
      <PercentBar value={predictedScore} className="mt-2" />
      {/* The lowest mastery can be a module not started yet (only the prior): it is named as such, not as weak. */}
      {weakest && (
        <p className="mt-2 text-sm">
          {weakest.seen === 0 ? 'Not started yet' : 'Weakest'}: <span className="font-medium">{weakest.moduleName}</span>
          {weakest.seen > 0 && ` — ${weakest.due === 0 ? 'no questions due' : `${plural(weakest.due, 'question')} due`}`}
        </p>
      )}
      {weakest && weakest.due > 0 ? (
        <Button
          variant="secondary"
          className="mt-3 h-auto min-h-11 w-full py-2 text-center"
          disabled={start.isPending}
          onClick={() => start.mutate({ mode: 'review', moduleId: weakest.moduleId })}
          aria-label={`Review ${weakest.moduleName}`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {start.isPending ? 'Starting…' : `Review ${weakest.moduleName}`}
        </Button>
      ) : due > 0 ? (
        <Button variant="secondary" className="mt-3 h-auto min-h-11 w-full py-2 text-center" disabled={start.isPending} onClick={() => start.mutate({ mode: 'review', certificateId })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {start.isPending ? 'Starting…' : `Review ${plural(due, 'due question')}`}
        </Button>
      ) : weakest ? (
        <Link to={paths.moduleDifficulty(weakest.moduleId)} className={buttonClasses('secondary', 'md', 'mt-3 h-auto min-h-11 w-full py-2 text-center')}>
          {weakest.seen === 0 ? 'Start' : 'Practise'} {weakest.moduleName}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
