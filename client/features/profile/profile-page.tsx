/** Profile: who is signed in, logout, the theme, overall statistics, recent quiz history (docs/product.md §2), offline practice and deleting the account. */
import { Award, BarChart3, ChevronRight, Clock, CloudDownload, LogOut, Target } from 'lucide-react';
import { Link } from 'react-router';
import { useSignOut } from '@/app/app-layout';
import { ThemeToggle } from '@/app/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser } from '../auth';
import { useProgress, InlineError, scoreStat, StatCards, StatCardsSkeleton, describeTimeSpent, formatTimeSpent } from '../progress';
import { useQuizHistory } from './api/get-quiz-history';
import { DeleteAccountSection } from './components/delete-account';
import { QuizHistoryList } from './components/quiz-history';
import { paths } from '@/lib/paths';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 p-4 md:space-y-8 md:p-8">
      <h1 className="text-2xl font-bold md:text-3xl">Profile</h1>
      <AccountCard />
      <OfflineLink />
      <ProfileStats />
      <HistorySection />
      <DeleteAccountSection />
    </div>
  );
}

function AccountCard() {
  const { data: user } = useUser();
  const { signOut, pending, dialog } = useSignOut();
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';
  return (
    <Card className="flex flex-col gap-4 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-fg">
          {initials}
        </span>
        <div className="min-w-0">
          <p className="text-lg font-semibold wrap-break-word">{user ? `${user.firstName} ${user.lastName}` : ''}</p>
          <p className="text-muted wrap-anywhere">{user?.email}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
        <ThemeToggle className="justify-center border border-border-strong font-medium sm:w-auto" />
        {/* Signing out is not destructive, and desktop has it in the sidebar: a quiet button, on phones only. */}
        <Button variant="secondary" className="w-full sm:w-auto md:hidden" onClick={signOut} disabled={pending}>
          <LogOut aria-hidden="true" className="size-5" />
          {pending ? 'Logging out...' : 'Logout'}
        </Button>
        {dialog}
      </div>
    </Card>
  );
}

/** Where modules are kept for practice without a connection (features/offline). */
function OfflineLink() {
  return (
    <Link
      to={paths.offline()}
      className="flex min-h-14 items-center gap-4 rounded-xl border border-border bg-surface p-4 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <CloudDownload aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Offline practice</span>
        <span className="block text-sm text-muted">Keep modules on this device and practise without a connection.</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </Link>
  );
}

function ProfileStats() {
  const progress = useProgress();
  return (
    <section aria-labelledby="profile-stats">
      <h2 id="profile-stats" className="sr-only">
        Statistics
      </h2>
      {progress.isPending ? (
        <StatCardsSkeleton className="md:grid-cols-4" />
      ) : progress.isError ? (
        <InlineError title="Could not load your statistics" error={progress.error} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />
      ) : (
        <StatCards
          className="md:grid-cols-4"
          stats={[
            { label: 'Quizzes Taken', value: String(progress.data.totalQuizzes), icon: BarChart3 },
            { label: 'Average Score', ...scoreStat(progress.data.averageScore, progress.data.totalQuizzes), icon: Target },
            { label: 'Time Spent', value: formatTimeSpent(progress.data.totalTimeSpent), spoken: describeTimeSpent(progress.data.totalTimeSpent), icon: Clock },
            { label: 'Best Score', ...scoreStat(progress.data.bestScore, progress.data.totalQuizzes), icon: Award },
          ]}
        />
      )}
    </section>
  );
}

function HistorySection() {
  const history = useQuizHistory();
  return (
    <section aria-labelledby="quiz-history" className="space-y-4">
      <h2 id="quiz-history" className="text-lg font-semibold">
        Quiz History
      </h2>
      {history.isPending ? (
        <LoadingRegion label="Loading quiz history">
          <div className="space-y-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-18" />
            ))}
          </div>
        </LoadingRegion>
      ) : history.isError ? (
        <InlineError title="Could not load your quiz history" error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
      ) : (
        <QuizHistoryList history={history.data} />
      )}
    </section>
  );
}
