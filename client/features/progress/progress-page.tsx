/** Progress: statistics, the day streak, XP and the activity calendar (docs/product.md §2, §8). */
import { Award, BarChart3, Clock, Flame, Sprout, Star, Target } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-media-query';
import { useUser } from '../auth';
import { useProgress } from './api/get-progress';
import { ActivityCalendar } from './components/activity-calendar';
import { InlineError } from './components/activity-error';
import { ReadinessSection } from './components/readiness-section';
import { scoreStat, StatCards, StatCardsSkeleton } from './components/stat-card';
import { plural } from '@/lib/plural';
import { describeTimeSpent, formatTimeSpent } from './utils/format';
import { paths } from '@/lib/paths';

export default function ProgressPage() {
  useDocumentTitle('Progress');
  const isMobile = useIsMobile();
  const progress = useProgress();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 md:space-y-8 md:p-8">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">Progress</h1>
        <p className="mt-1 text-muted">Your practice at a glance: how much, how well and how often.</p>
      </header>

      {progress.data?.totalQuizzes === 0 && (
        <Card className="p-0">
          <EmptyState
            icon={Sprout}
            className="py-6 md:py-8"
            title="Your progress starts with your first quiz."
            description="Scores, streaks and the calendar fill in as you practise."
            action={
              <Link to={paths.dashboard()} className={buttonClasses('primary')}>
                Take your first quiz
              </Link>
            }
          />
        </Card>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6">
        <section aria-label="Statistics">
          {progress.isPending ? (
            <StatCardsSkeleton count={isMobile ? 6 : 4} />
          ) : progress.isError ? (
            <InlineError title="Could not load your statistics" error={progress.error} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />
          ) : (
            <StatCards
              stats={[
                { label: 'Total Quizzes', value: String(progress.data.totalQuizzes), icon: BarChart3 },
                { label: 'Average Score', ...scoreStat(progress.data.averageScore, progress.data.totalQuizzes), icon: Target },
                {
                  label: 'Day Streak',
                  value: String(progress.data.currentStreak),
                  spoken: plural(progress.data.currentStreak, 'day'),
                  icon: Flame,
                  hint: `Longest: ${plural(progress.data.longestStreak, 'day')}`,
                },
                { label: 'Time Spent', value: formatTimeSpent(progress.data.totalTimeSpent), spoken: describeTimeSpent(progress.data.totalTimeSpent), icon: Clock },
                // On a phone there is no side card: its figures join the others.
                ...(isMobile
                  ? [
                      { label: 'Total XP', value: String(progress.data.totalXp), icon: Star },
                      { label: 'Best Score', ...scoreStat(progress.data.bestScore, progress.data.totalQuizzes), icon: Award },
                    ]
                  : []),
              ]}
            />
          )}
        </section>
        {!isMobile && <SideCard />}
      </div>

      <ReadinessSection />

      <ActivityCalendar />
    </div>
  );
}

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'recently' : new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(date);
}

/** Desktop only: XP, best score and who is signed in. */
function SideCard() {
  const { data: user } = useUser();
  const progress = useProgress();
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';
  return (
    <Card className="flex flex-col gap-5">
      {user && (
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-fg">
            {initials}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">
              {user.firstName} {user.lastName}
            </p>
            <p className="truncate text-sm text-muted" title={user.email}>
              {user.email}
            </p>
          </div>
        </div>
      )}
      {progress.isPending ? (
        <LoadingRegion label="Loading XP and best score">
          <Skeleton className="h-24" />
        </LoadingRegion>
      ) : progress.isError ? null : (
        <dl className="grid gap-3">
          <div className="flex items-center justify-between gap-3 rounded-lg bg-primary-soft px-4 py-3 text-primary-soft-fg">
            <dt className="flex items-center gap-2 font-medium">
              <Star aria-hidden="true" className="size-5" />
              Total XP
            </dt>
            <dd className="text-xl font-bold tabular-nums">{progress.data.totalXp}</dd>
          </div>
          <div className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-4 py-3">
            <dt className="flex items-center gap-2 font-medium">
              <Award aria-hidden="true" className="size-5 text-primary" />
              Best Score
            </dt>
            <dd className="text-xl font-bold tabular-nums">
              {progress.data.totalQuizzes > 0 ? (
                `${progress.data.bestScore}%`
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">No score yet</span>
                </>
              )}
            </dd>
          </div>
        </dl>
      )}
      {user && <p className="mt-auto text-sm text-muted">Member since {memberSince(user.createdAt)}</p>}
    </Card>
  );
}
