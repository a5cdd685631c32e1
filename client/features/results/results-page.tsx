/** The result of one attempt: grade band, score and time, the way on, and a review of every question. */
import { ArrowLeft, ArrowRight, Award, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDuration, gradeBand, percentOf, scoreTone, type ScoreTone } from '../../../common/rules/grading';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { difficultyLabel, difficultyTone } from '../difficulty/difficulty-config';
import { useQuizSession } from './api/get-quiz-session';
import { ReviewItem, reviewStatus } from './components/review-item';

const toneText: Record<ScoreTone, string> = { good: 'text-success', fair: 'text-warning', poor: 'text-danger' };
const toneSurface: Record<ScoreTone, string> = { good: 'bg-success-soft', fair: 'bg-warning-soft', poor: 'bg-danger-soft' };
const toneWords: Record<ScoreTone, string> = { good: 'Great work!', fair: 'Getting there. Keep practising.', poor: 'Keep practising: review the explanations below.' };

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl p-4 md:p-8">{children}</div>;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-surface-2 p-3 text-center">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

export default function ResultsPage() {
  const { sessionId = '' } = useParams();
  const session = useQuizSession(sessionId);
  useDocumentTitle(session.isError ? 'Quiz session not found' : 'Quiz Results');

  if (session.isError) {
    const missing = session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);
    if (missing)
      return (
        <Shell>
          <div className="py-8 text-center">
            <h1 className="text-2xl font-bold md:text-3xl">Quiz session not found</h1>
            <p className="mt-2 text-muted">This result does not exist or belongs to someone else.</p>
            <Link to="/dashboard" className={buttonClasses('primary', 'md', 'mt-6')}>
              Go Home
            </Link>
          </div>
        </Shell>
      );
    return (
      <Shell>
        <h1 className="text-2xl font-bold md:text-3xl">Quiz Results</h1>
        <ErrorPanel className="mt-6" title="Failed to fetch the result" message={session.error.message} onRetry={() => void session.refetch()} retrying={session.isFetching}>
          <Link to="/dashboard" className={buttonClasses('secondary')}>
            Go Home
          </Link>
        </ErrorPanel>
      </Shell>
    );
  }

  if (session.isPending)
    return (
      <Shell>
        <LoadingRegion label="Loading results">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="mt-3 h-8 w-1/2" />
          <Skeleton className="mt-6 h-64" />
          <Skeleton className="mt-6 h-48" />
        </LoadingRegion>
      </Shell>
    );

  const s = session.data;
  const total = s.totalQuestions || s.questions.length || 10;
  const percent = percentOf(s.score, total);
  const band = gradeBand(percent);
  const tone = scoreTone(percent);
  const skipped = s.review.filter((r) => reviewStatus(r) === 'skipped').length;
  // A session that spans modules (a mock exam, a spaced review) has no one quiz to retake: those go home.
  const quizPath = s.moduleId === null ? '/dashboard' : `/modules/${s.moduleId}/quiz/${s.difficulty}`;
  const continuePath = s.moduleId === null ? (s.certificateId === null ? '/dashboard' : `/certificates/${s.certificateId}/modules`) : `/modules/${s.moduleId}/difficulty`;

  return (
    <Shell>
      <nav aria-label="Breadcrumb" className="mb-4">
        <Link to="/dashboard" className="-ml-2 inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-muted hover:text-fg">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
      </nav>
      <header>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="font-medium">{s.moduleName}</span>
          <Badge tone={difficultyTone(s.difficulty)}>{difficultyLabel(s.difficulty)}</Badge>
        </div>
        <h1 className="mt-2 text-2xl font-bold md:text-3xl">Quiz Results</h1>
      </header>

      <section aria-labelledby="result-heading" className="mt-6 rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
        <h2 id="result-heading" className="sr-only">
          Your result
        </h2>
        <div className="flex flex-col items-center text-center">
          <span aria-hidden="true" className={cn('flex size-16 items-center justify-center rounded-full', toneSurface[tone], toneText[tone])}>
            <Award className="size-8" />
          </span>
          <p className={cn('mt-3 text-2xl font-bold md:text-3xl', toneText[tone])} data-testid="grade-band">
            {band}
          </p>
          <p className="mt-1 text-base text-muted">{toneWords[tone]}</p>
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-2 md:gap-4">
          <Stat label="Score" value={`${s.score}/${total}`} />
          <div className={cn('rounded-lg p-3 text-center', toneSurface[tone])}>
            <dt className="text-sm text-muted">Percent</dt>
            <dd className={cn('mt-1 text-xl font-bold tabular-nums', toneText[tone])}>{percent}%</dd>
          </div>
          <Stat label="Time used" value={formatDuration(s.timeUsed)} />
        </dl>
        {skipped > 0 && (
          <p className="mt-3 text-center text-sm text-muted">
            {skipped} {skipped === 1 ? 'question' : 'questions'} skipped
          </p>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={quizPath} className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
            <RotateCcw aria-hidden="true" className="size-5" />
            Retake Quiz
          </Link>
          <Link to={continuePath} className={buttonClasses('secondary', 'lg', 'sm:flex-1')}>
            Continue Learning
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="review-heading" className="mt-8">
        <h2 id="review-heading" className="text-lg font-semibold">
          Review your answers
        </h2>
        <ol className="mt-4 space-y-4">
          {s.review.map((item, i) => (
            <li key={`${item.questionId}-${i}`}>
              <ReviewItem item={item} position={i + 1} />
            </li>
          ))}
        </ol>
      </section>
    </Shell>
  );
}
