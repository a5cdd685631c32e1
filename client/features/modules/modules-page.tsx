/** The modules of one certificate: practise a module that has questions; the rest are coming soon. */
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LevelBadge } from '../dashboard';
import { useCertificate } from './api/get-certificate';
import { useCertificateModules } from './api/get-certificate-modules';
import { useReadiness } from '../progress';
import { ExamCard } from './components/exam-card';
import { ModuleListItem } from './components/module-list-item';
import { paths } from '@/lib/paths';

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function BackToDashboard() {
  return (
    <Link to={paths.dashboard()} className="-ml-2 inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-muted hover:text-fg">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  );
}

function ModulesSkeleton() {
  return (
    <LoadingRegion label="Loading modules">
      <Skeleton className="h-5 w-24" />
      <Skeleton className="mt-3 h-8 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-6 h-40 md:h-32" />
      <div className="mt-8 space-y-3">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    </LoadingRegion>
  );
}

export default function ModulesPage() {
  const { id = '' } = useParams();
  const certificate = useCertificate(id);
  const modules = useCertificateModules(id);
  const readiness = useReadiness(certificate.data?.id);
  const standing = new Map((readiness.data?.modules ?? []).map((m) => [m.moduleId, { mastery: m.mastery, due: m.due, seen: m.seen }]));
  useDocumentTitle(certificate.data ? `${certificate.data.name} modules` : 'Modules');

  const notFound = isMissing(certificate.error) || isMissing(modules.error);
  const failure = notFound ? null : (modules.error ?? certificate.error);

  useEffect(() => {
    if (failure) toast({ title: 'Failed to fetch modules', description: failure.message, variant: 'destructive' });
  }, [failure]);

  const retry = () => {
    if (certificate.isError) void certificate.refetch();
    if (modules.isError) void modules.refetch();
  };

  let content;
  if (notFound) {
    content = (
      <div className="py-8 text-center">
        <h1 className="text-2xl font-bold md:text-3xl">Certificate not found</h1>
        <p className="mt-2 text-muted">This certificate does not exist or is no longer available.</p>
        <Link to={paths.dashboard()} className={buttonClasses('primary', 'md', 'mt-6')}>
          Back to Dashboard
        </Link>
      </div>
    );
  } else if (failure) {
    content = (
      <>
        <h1 className="text-2xl font-bold md:text-3xl">Modules</h1>
        <ErrorPanel className="mt-6" title="Failed to fetch modules" message={failure.message} onRetry={retry} retrying={certificate.isFetching || modules.isFetching} />
      </>
    );
  } else if (!certificate.data || !modules.data) {
    content = <ModulesSkeleton />;
  } else {
    const list = modules.data;
    const ready = list.filter((m) => m.hasQuestions !== false).length;
    content = (
      <>
        <header>
          <LevelBadge level={certificate.data.level} />
          <h1 className="mt-3 text-2xl font-bold md:text-3xl">{certificate.data.name}</h1>
          <p className="mt-2 max-w-3xl text-base text-muted">{certificate.data.description}</p>
        </header>
        {certificate.data.exam && <ExamCard certificateId={certificate.data.id} exam={certificate.data.exam} />}
        <section aria-labelledby="modules-heading" className="mt-8">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="modules-heading" className="text-lg font-semibold">
              Modules
            </h2>
            {list.length > 0 && (
              <p className="text-sm text-muted">
                {ready} of {list.length} ready to practise
              </p>
            )}
          </div>
          {list.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border-strong bg-surface p-6 text-center text-muted">This certificate has no modules yet.</p>
          ) : (
            <ol className="space-y-3">
              {list.map((module, i) => (
                <li key={module.id}>
                  <ModuleListItem module={module} position={i + 1} standing={standing.get(module.id)} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <nav aria-label="Breadcrumb" className="mb-4">
        <BackToDashboard />
      </nav>
      {content}
    </div>
  );
}
