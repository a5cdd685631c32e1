import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from './list-states';

/** A drill-down address that names a certificate or module that no longer exists. */
export function NotFoundState({ what, backTo, backLabel }: { what: 'Certificate' | 'Module'; backTo: string; backLabel: string }) {
  return (
    <EmptyState icon={<SearchX className="size-6" />} title={`${what} not found`} description={`This ${what.toLowerCase()} does not exist any more, or the address is wrong.`}>
      <Link to={backTo} className={buttonClasses('primary')}>
        {backLabel}
      </Link>
    </EmptyState>
  );
}
