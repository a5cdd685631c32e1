/**
 * Any attempt of this learner by its id (API.md, GET /api/attempts/{id}): practice, study, mock exam,
 * spaced review or a mistakes drill. A submitted one (graded elsewhere, or when its time ran out)
 * leads to its results.
 */
import { Link, Navigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAttempt } from './api/attempts';
import { AttemptRunner, exitPathOf, QuizSkeleton } from './quiz-page';
import { paths } from '@/lib/paths';

export default function AttemptPage() {
  const { attemptId = '' } = useParams();
  if (!/^\d{1,9}$/.test(attemptId)) return <AttemptNotFound />;
  return <AttemptLoader key={attemptId} attemptId={attemptId} />;
}

function AttemptNotFound() {
  useDocumentTitle('Attempt not found');
  return (
    <div className="mx-auto w-full max-w-3xl p-4 py-12 text-center md:p-8">
      <h1 className="text-2xl font-bold md:text-3xl">Attempt not found</h1>
      <p className="mt-2 text-muted">It may have been exited, or it belongs to another account.</p>
      <Link to={paths.dashboard()} className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to Dashboard
      </Link>
    </div>
  );
}

function AttemptLoader({ attemptId }: { attemptId: string }) {
  const query = useAttempt(attemptId);
  useDocumentTitle(query.data ? query.data.attempt.title : 'Loading attempt');
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <AttemptNotFound />;
    return (
      <div className="mx-auto w-full max-w-3xl p-4 md:p-8">
        <h1 className="text-2xl font-bold md:text-3xl">Your attempt</h1>
        <ErrorPanel className="mt-6" title="Failed to load the attempt" message={error.message} onRetry={() => void query.refetch()} retrying={query.isFetching}>
          <Link to={paths.dashboard()} className={buttonClasses('secondary')}>
            Back to Dashboard
          </Link>
        </ErrorPanel>
      </div>
    );
  }
  if (!query.data) {
    return <QuizSkeleton />;
  }
  const { attempt } = query.data;
  if (attempt.status === 'submitted' && attempt.sessionId !== null) return <Navigate to={paths.results(attempt.sessionId)} replace />;
  if (attempt.status === 'submitted') return <AttemptNotFound />;
  return <AttemptRunner key={attempt.id} started={query.data} exitPath={exitPathOf(attempt)} />;
}
