/**
 * The result of one attempt of any mode: grade band, score and time, XP and streak, for a mock exam
 * the verdict against the pass mark and each module's share, the ways on (drill the mistakes,
 * retake, continue), and a review of every question (or of the mistakes only) with a way to report one.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Award, Flame, SearchX, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDuration, gradeBand, percentOf, scoreTone, type ScoreTone } from '@common/rules/grading';
import type { CertificateDetail } from '@common/schemas/certificate';
import type { QuizSession } from '@common/schemas/quiz-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCountUp } from '@/lib/motion';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DifficultyBadge } from '@/components/difficulty-badge';
import { certificateQuery } from '../modules';
import { useProgress } from '../progress';
import { useQuizSession } from './api/get-quiz-session';
import { Celebration } from './components/celebration';
import { ExamVerdict, ModuleBreakdown } from './components/exam-breakdown';
import { ResultActions } from './components/result-actions';
import { ReviewItem, reviewStatus } from './components/review-item';
import { paths } from '@/lib/paths';

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

const EYEBROW: Record<QuizSession['mode'], string> = {
  practice: 'Quiz Results',
  study: 'Study results',
  exam: 'Mock exam results',
  review: 'Review results',
  mistakes: 'Mistakes drill results',
};

/** "Incident Basics · hard" shows as "Incident Basics" beside its difficulty badge. */
function displayTitle(s: Pick<QuizSession, 'title' | 'moduleName' | 'mode'>): string {
  const title = (s.title || s.moduleName).replace(/ · [a-z]+$/, '');
  // Under "Mock exam results" the certificate's name says the rest.
  return s.mode === 'exam' ? title.replace(/^Mock exam · /, '') : title;
}

function isToday(iso: string): boolean {
  const d = new Date(iso);
  return d.toDateString() === new Date().toDateString();
}

/** XP of this session, and (for a session finished today) whether it started the day streak or kept it. */
function Rewards({ session: s }: { session: QuizSession }) {
  const progress = useProgress();
  const streak = isToday(s.completedAt) ? (progress.data?.currentStreak ?? 0) : 0;
  return (
    <div className="mt-4 flex flex-wrap justify-center gap-2 text-sm font-semibold" data-testid="rewards">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-primary-soft-fg">
        <Sparkles aria-hidden="true" className="size-4" />+{s.xpEarned} XP earned
      </span>
      {streak > 0 && (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-warning-soft px-3 py-1 text-warning">
          <Flame aria-hidden="true" className="size-4" />
          {streak === 1 ? 'Streak started: 1 day' : `Streak kept: ${streak} days`}
        </span>
      )}
    </div>
  );
}

export default function ResultsPage() {
  const { sessionId = '' } = useParams();
  const session = useQuizSession(sessionId);
  useDocumentTitle(session.isError ? 'Quiz session not found' : session.data ? `Results: ${displayTitle(session.data)}` : 'Quiz Results');

  if (session.isError) {
    const missing = session.error instanceof ApiError && (session.error.status === 404 || session.error.status === 400);
    if (missing)
      return (
        <Shell>
          <EmptyState
            icon={SearchX}
            headingLevel={1}
            title="Quiz session not found"
            description="This result does not exist or belongs to someone else."
            action={
              <Link to={paths.dashboard()} className={buttonClasses('primary')}>
                Go Home
              </Link>
            }
          />
        </Shell>
      );
    return (
      <Shell>
        <h1 className="text-2xl font-bold md:text-3xl">Quiz Results</h1>
        <ErrorPanel className="mt-6" title="Failed to fetch the result" message={session.error.message} onRetry={() => void session.refetch()} retrying={session.isFetching}>
          <Link to={paths.dashboard()} className={buttonClasses('secondary')}>
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
  return <Result session={s} />;
}

function Result({ session: s }: { session: QuizSession }) {
  const total = s.totalQuestions || s.questions.length || 10;
  const percent = percentOf(s.score, total);
  const band = gradeBand(percent);
  const tone = scoreTone(percent);
  const skipped = s.review.filter((r) => reviewStatus(r) === 'skipped').length;
  const mistakes = s.review.filter((r) => !r.correct).length;
  const [mistakesOnly, setMistakesOnly] = useState(false);
  const exam = s.mode === 'exam';
  // The pass mark is the certificate's (GET /api/certificates/{id} carries its exam).
  const certificate = useQuery({ ...certificateQuery(String(s.certificateId)), enabled: exam && s.certificateId !== null });
  const passMark = (certificate.data as Partial<CertificateDetail> | undefined)?.exam?.passMark ?? null;
  const spansModules = s.moduleId === null;
  const items = s.review.map((item, i) => ({ item, position: i + 1 })).filter(({ item }) => !mistakesOnly || !item.correct);

  return (
    <Shell>
      <nav aria-label="Breadcrumb" className="mb-4">
        <Link to={paths.dashboard()} className="-ml-2 inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-muted hover:text-fg">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
      </nav>
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">
          <span className="block text-sm font-medium text-muted">{EYEBROW[s.mode]}</span>
          <span className="mt-1 block">{displayTitle(s)}</span>
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
          {!spansModules && s.title && s.moduleName !== displayTitle(s) && <span className="font-medium">{s.moduleName}</span>}
          {!spansModules && <DifficultyBadge difficulty={s.difficulty} />}
        </div>
      </header>

      <section aria-labelledby="result-heading" className="relative mt-6 rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
        <h2 id="result-heading" className="sr-only">
          Your result
        </h2>
        {band === 'Excellent' && <Celebration />}
        <div className="flex flex-col items-center text-center">
          <span aria-hidden="true" className={cn('flex size-16 items-center justify-center rounded-full', toneSurface[tone], toneText[tone])}>
            <Award className="size-8" />
          </span>
          <p className={cn('mt-3 text-2xl font-bold md:text-3xl', toneText[tone])} data-testid="grade-band">
            {band}
          </p>
          {exam && s.passed !== null && <ExamVerdict passed={s.passed} percent={percent} passMark={passMark} />}
          <p className="mt-2 text-base text-muted">{toneWords[tone]}</p>
          <Rewards session={s} />
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-2 md:gap-4">
          <Stat label="Score" value={`${s.score}/${total}`} />
          <div className={cn('rounded-lg p-3 text-center', toneSurface[tone])}>
            <dt className="text-sm text-muted">Percent</dt>
            <dd className={cn('mt-1 text-xl font-bold tabular-nums', toneText[tone])}>
              <CountUpPercent percent={percent} />
            </dd>
          </div>
          <Stat label="Time used" value={formatDuration(s.timeUsed)} />
        </dl>
        {skipped > 0 && (
          <p className="mt-3 text-center text-sm text-muted">
            {skipped} {skipped === 1 ? 'question' : 'questions'} skipped
          </p>
        )}
        <ResultActions session={s} className="mt-6" />
      </section>

      {(exam || s.breakdown.length > 1) && s.breakdown.length > 0 && <ModuleBreakdown rows={s.breakdown} />}

      <section aria-labelledby="review-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="review-heading" className="text-lg font-semibold">
            Review your answers
          </h2>
          {mistakes > 0 && (
            <div role="group" aria-label="Show" className="inline-flex rounded-lg border border-border-strong p-0.5">
              <Button size="sm" variant={mistakesOnly ? 'ghost' : 'primary'} aria-pressed={!mistakesOnly} onClick={() => setMistakesOnly(false)}>
                All ({s.review.length})
              </Button>
              <Button size="sm" variant={mistakesOnly ? 'primary' : 'ghost'} aria-pressed={mistakesOnly} onClick={() => setMistakesOnly(true)}>
                Mistakes only ({mistakes})
              </Button>
            </div>
          )}
        </div>
        <ol className="mt-4 space-y-4">
          {items.map(({ item, position }) => (
            <li key={`${item.questionId}-${position}`}>
              <ReviewItem item={item} position={position} />
            </li>
          ))}
        </ol>
        <ResultActions session={s} className="mt-8" />
      </section>
    </Shell>
  );
}

/** The score counts up once as the result arrives (at once under prefers-reduced-motion); screen readers hear only the final figure. */
function CountUpPercent({ percent }: { percent: number }) {
  const shown = useCountUp(percent);
  return (
    <>
      <span aria-hidden="true">{shown}%</span>
      <span className="sr-only">{percent}%</span>
    </>
  );
}
