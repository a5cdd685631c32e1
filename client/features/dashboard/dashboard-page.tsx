/** The learner's home: a greeting and the certificates to practise for. */
import { GraduationCap } from 'lucide-react';
import { CARD_GRID } from '@/app/page-skeleton';
import { Skeleton, LoadingRegion } from '@/components/ui/skeleton';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-media-query';
import { useUser } from '../auth';
import { QUIZ_TIME_LIMIT } from '@common/schemas/quiz-session';
import { useCertificates } from './api/get-certificates';
import { CertificateCard } from './components/certificate-card';
import { ReadinessSkeleton } from './components/certificate-readiness';
import { ContinueQuizSection } from './components/continue-quiz';
import { ReviewCard } from './components/review-card';

function CertificateSkeletons({ count }: { count: number }) {
  return (
    <LoadingRegion label="Loading certificates">
      <div className={CARD_GRID}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} data-skeleton-card className="space-y-3 rounded-xl border border-border bg-surface p-4 md:p-6">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
            <ReadinessSkeleton />
            <Skeleton className="mt-4 h-11 w-full" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const isMobile = useIsMobile();
  const { data: user } = useUser();
  const certificates = useCertificates();
  const firstName = user?.firstName.trim();

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      {isMobile && (
        <p className="mb-4 flex items-center gap-2 text-sm font-semibold text-muted">
          <GraduationCap aria-hidden="true" className="size-5 text-primary" />
          {/* The phone layout's navigation title (no sidebar there): docs/product.md §1. */}
          <span className="text-fg">CertDrill</span>
          <span className="font-normal">Cloud platform certification quiz</span>
        </p>
      )}
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</h1>
        <p className="mt-2 text-base text-muted">Choose a certificate to practise for. Each quiz gives you {QUIZ_TIME_LIMIT / 60} minutes on the clock.</p>
      </header>

      <ContinueQuizSection />

      <ReviewCard />

      <section aria-labelledby="certificates-heading" className="mt-6 md:mt-8">
        <h2 id="certificates-heading" className="mb-4 text-lg font-semibold">
          Certificates
        </h2>
        {certificates.isPending ? (
          <CertificateSkeletons count={isMobile ? 2 : 3} />
        ) : certificates.isError ? (
          <ErrorPanel title="Failed to fetch certificates" message={certificates.error.message} onRetry={() => void certificates.refetch()} retrying={certificates.isFetching} />
        ) : certificates.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border-strong bg-surface p-8 text-center">
            <GraduationCap aria-hidden="true" className="mx-auto size-10 text-muted" />
            <p className="mt-3 text-lg font-semibold">No Certificates Available</p>
            <p className="mt-1 text-sm text-muted">New certificates are on their way. Please check back soon.</p>
          </div>
        ) : (
          <ul className={CARD_GRID}>
            {certificates.data.map((certificate) => (
              <li key={certificate.id}>
                <CertificateCard certificate={certificate} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
