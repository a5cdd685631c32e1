import { ArrowRight, BookOpen, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import type { Certificate } from '@common/schemas/certificate';
import { buttonClasses } from '@/components/ui/button';
import { plural } from '@/lib/plural';
import { CertificateReadiness } from './certificate-readiness';
import { LevelBadge } from './level-badge';
import { paths } from '@/lib/paths';

export function CertificateCard({ certificate }: { certificate: Certificate }) {
  const headingId = `certificate-${certificate.id}-name`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
      <div>
        <LevelBadge level={certificate.level} />
      </div>
      <h3 id={headingId} className="mt-3 text-lg leading-snug font-semibold">
        {certificate.name}
      </h3>
      <p className="mt-2 text-base text-muted">{certificate.description}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        <li className="flex items-center gap-1.5">
          <BookOpen aria-hidden="true" className="size-4" />
          {plural(certificate.moduleCount, 'module')}
        </li>
        <li className="flex items-center gap-1.5">
          <ListChecks aria-hidden="true" className="size-4" />
          {plural(certificate.questionCount, 'question')}
        </li>
      </ul>
      <CertificateReadiness certificateId={certificate.id} certificateName={certificate.name} />
      <div className="mt-auto pt-5">
        <Link to={paths.certificateModules(certificate.id)} aria-label={`Start Practice: ${certificate.name}`} className={buttonClasses('primary', 'md', 'w-full')}>
          Start Practice
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
