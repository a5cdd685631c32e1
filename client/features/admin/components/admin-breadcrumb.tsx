import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

/** Section / <place> / <place>, each earlier crumb a link, plus Back one level up. */
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
        {/* Phones show the parent and the current page on one line (earlier crumbs are a tap on Back away), so the
            trail never wraps into a line that starts or ends with a lone separator. */}
        <ol className="flex flex-nowrap items-center gap-x-1 gap-y-1 text-sm sm:flex-wrap">
          {crumbs.map((crumb, i) => (
            <li key={`${i}-${crumb.label}`} className={cn('min-w-0 items-center gap-1', i < crumbs.length - 2 ? 'hidden sm:flex' : 'flex')}>
              {crumb.to ? (
                <Link to={crumb.to} className="inline-flex min-h-11 max-w-[16rem] min-w-0 items-center truncate rounded font-medium text-primary underline-offset-4 hover:underline">
                  <span className="truncate">{crumb.label}</span>
                </Link>
              ) : (
                <span aria-current="page" className="max-w-[16rem] truncate font-medium text-fg">
                  {crumb.label}
                </span>
              )}
              {/* The separator ends its crumb rather than starting the next, so a wrapped line never begins with a lone "›". */}
              {i < crumbs.length - 1 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />}
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
