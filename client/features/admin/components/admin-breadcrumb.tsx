import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

/** Certificates / <certificate> / <module>, each earlier crumb a link, plus Back one level up. */
export function AdminBreadcrumb({ crumbs, backTo }: { crumbs: Crumb[]; backTo?: string }) {
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      {backTo && (
        <Link to={backTo} className={buttonClasses('ghost', 'md', '-ml-3 self-start')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back
        </Link>
      )}
      <nav aria-label="Breadcrumb" className="min-w-0">
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
          {crumbs.map((crumb, i) => (
            // The separator closes its crumb rather than opening the next, so a wrapped line never starts with a lone "›".
            <li key={`${i}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
              {crumb.to ? (
                <Link to={crumb.to} className="inline-flex min-h-11 max-w-[16rem] items-center truncate rounded font-medium text-primary underline-offset-4 hover:underline">
                  <span className="truncate">{crumb.label}</span>
                </Link>
              ) : (
                <span aria-current="page" className="max-w-[16rem] truncate font-medium text-fg">
                  {crumb.label}
                </span>
              )}
              {i < crumbs.length - 1 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
