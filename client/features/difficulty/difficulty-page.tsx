/** Choosing how hard the next quiz of a module is. */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useModule } from './api/get-module';
import { DifficultyCard } from './components/difficulty-card';
import { DIFFICULTY_LIST, quizLength } from '@common/rules/difficulty';
import { QUIZ_TIME_LIMIT } from '@common/schemas/quiz-session';
import { paths } from '@/lib/paths';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="-ml-2 inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-muted hover:text-fg">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

export default function DifficultyPage() {
  const { id = '' } = useParams();
  const module = useModule(id);
  useDocumentTitle(module.data ? `${module.data.name}: choose a difficulty` : 'Choose a difficulty');

  if (module.isError) {
    const missing = module.error instanceof ApiError && (module.error.status === 404 || module.error.status === 400);
    return (
      <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
        <nav aria-label="Breadcrumb" className="mb-4">
          <BackLink to={paths.dashboard()} label="Back to Dashboard" />
        </nav>
        {missing ? (
          <div className="py-8 text-center">
            <h1 className="text-2xl font-bold md:text-3xl">Module not found</h1>
            <p className="mt-2 text-muted">This module does not exist or is no longer available.</p>
            <Link to={paths.dashboard()} className={buttonClasses('primary', 'md', 'mt-6')}>
              Back to Dashboard
            </Link>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold md:text-3xl">Choose a difficulty</h1>
            <ErrorPanel className="mt-6" title="Failed to fetch the module" message={module.error.message} onRetry={() => void module.refetch()} retrying={module.isFetching} />
          </>
        )}
      </div>
    );
  }

  if (module.isPending) {
    return (
      <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
        <LoadingRegion label="Loading difficulties">
          <Skeleton className="h-11 w-40" />
          <Skeleton className="mt-4 h-4 w-48" />
          <Skeleton className="mt-3 h-8 w-2/3" />
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-36" />
            ))}
          </div>
        </LoadingRegion>
      </div>
    );
  }

  const m = module.data;
  const anyQuestions = DIFFICULTY_LIST.some((d) => quizLength(m.questionCounts, d.id) > 0);
  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <nav aria-label="Breadcrumb" className="mb-4">
        <BackLink to={paths.certificateModules(m.certificateId)} label="Back to Modules" />
      </nav>
      <header>
        <p className="text-sm font-medium text-muted">{m.certificateName}</p>
        <h1 className="mt-1 text-2xl font-bold md:text-3xl">{m.name}</h1>
        <p className="mt-2 max-w-3xl text-base text-muted">
          Choose a difficulty. You have {QUIZ_TIME_LIMIT / 60} minutes for each quiz, or study without a clock and see the answer after each question. Questions you have not seen yet or got wrong come first.
        </p>
      </header>
      {!anyQuestions && (
        <p role="status" className="mt-6 rounded-xl border border-dashed border-border-strong bg-surface p-4 text-muted">
          This module has no questions yet. Please check back soon.
        </p>
      )}
      <section aria-labelledby="difficulty-heading" className="mt-8">
        <h2 id="difficulty-heading" className="sr-only">
          Difficulties
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {DIFFICULTY_LIST.map((d) => (
            <li key={d.id}>
              <DifficultyCard moduleId={m.id} difficulty={d.id} questionCount={quizLength(m.questionCounts, d.id)} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
