/**
 * The figures of the landing page: question counts from GET /api/public/stats, or fixed claims
 * (docs/product.md §1) when the stats cannot be loaded (or there is no content yet to count).
 */
import { ListChecks } from 'lucide-react';
import type { Level } from '@common/schemas/certificate';
import type { PublicStats } from '@common/schemas/public';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { LevelBadge } from '@/features/dashboard';
import { usePublicStats } from '../api/get-public-stats';

interface ShowcaseCertificate {
  key: string;
  name: string;
  level: Level;
  questions: string;
}

interface Showcase {
  totalQuestions: string;
  certificates: ShowcaseCertificate[];
}

const LEVEL_DESCRIPTIONS: Record<Level, string> = {
  Beginner: 'Build a solid foundation with approachable questions on the essentials of the platform.',
  Intermediate: 'Go deeper with scenario questions that test how you apply what you know.',
  Advanced: 'Master complex scenarios and edge cases: the questions that separate a pass from a high score.',
};

export const FALLBACK_SHOWCASE: Showcase = {
  totalQuestions: '1,500+',
  certificates: [
    { key: 'system-administrator', name: 'System Administrator', level: 'Beginner', questions: '350+ questions' },
    { key: 'application-developer', name: 'Application Developer', level: 'Intermediate', questions: '450+ questions' },
    { key: 'implementation-specialist', name: 'Implementation Specialist', level: 'Advanced', questions: '500+ questions' },
  ],
};

const count = new Intl.NumberFormat('en-US');

function showcaseOf(stats: PublicStats | undefined): Showcase {
  if (!stats || stats.certificates.length === 0) return FALLBACK_SHOWCASE;
  return {
    totalQuestions: count.format(stats.totalQuestions),
    certificates: stats.certificates.map((c) => ({
      key: String(c.id),
      name: c.name,
      level: c.level,
      questions: `${count.format(c.questionCount)} ${c.questionCount === 1 ? 'question' : 'questions'}`,
    })),
  };
}

/** The showcase once loaded, or null while the stats are on their way. */
function useShowcase(): Showcase | null {
  const stats = usePublicStats();
  if (stats.isPending) return null;
  return showcaseOf(stats.data);
}

export function Claims() {
  const showcase = useShowcase();
  const claims = [
    { label: 'Pass rate', value: '98%' },
    { label: 'Practice questions', value: showcase?.totalQuestions },
    { label: 'Support', value: '24/7' },
  ];
  return (
    <section aria-label="CertDrill in numbers" className="border-y border-border bg-surface">
      <dl className="mx-auto grid max-w-6xl grid-cols-3 gap-2 px-4 py-6 text-center md:px-8 md:py-8">
        {claims.map(({ label, value }) => (
          <div key={label} className="flex flex-col-reverse items-center justify-end gap-1">
            <dt className="text-sm text-muted md:text-base">{label}</dt>
            <dd className="text-2xl font-bold text-primary tabular-nums md:text-4xl">{value ?? <Skeleton className="h-8 w-20 md:h-10 md:w-28" />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CertificateSkeletons() {
  return (
    <LoadingRegion label="Loading certificates">
      <div className="grid gap-4 md:grid-cols-3 md:gap-6">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="space-y-3 rounded-xl border border-border bg-surface p-5 md:p-6">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="mt-4 h-5 w-28" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

export function CertificateShowcase() {
  const showcase = useShowcase();
  return (
    <section aria-labelledby="certificates-heading" className="bg-surface py-12 md:py-20">
      <div className="mx-auto max-w-6xl px-4 md:px-8">
        <h2 id="certificates-heading" className="text-2xl font-bold md:text-3xl">
          Choose your certification track
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          {showcase ? `${showcase.totalQuestions} practice questions, each with an explanation of the right answer.` : 'Practice questions, each with an explanation of the right answer.'}
        </p>
        <div className="mt-8">
          {showcase ? (
            <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
              {showcase.certificates.map((c) => (
                <li key={c.key}>
                  <article aria-labelledby={`landing-certificate-${c.key}`} className="flex h-full flex-col rounded-xl border border-border bg-bg p-5 md:p-6">
                    <div>
                      <LevelBadge level={c.level} />
                    </div>
                    <h3 id={`landing-certificate-${c.key}`} className="mt-3 text-lg leading-snug font-semibold">
                      {c.name}
                    </h3>
                    <p className="mt-2 flex-1 text-muted">{LEVEL_DESCRIPTIONS[c.level]}</p>
                    <p className="mt-4 flex items-center gap-1.5 text-sm font-medium">
                      <ListChecks aria-hidden="true" className="size-4 text-primary" />
                      {c.questions}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          ) : (
            <CertificateSkeletons />
          )}
        </div>
      </div>
    </section>
  );
}
