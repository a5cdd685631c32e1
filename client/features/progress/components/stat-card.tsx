import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface Stat {
  label: string;
  value: string;
  /** A spoken form of the value when its written form is terse ("1h 05m"). */
  spoken?: string;
  icon: LucideIcon;
  hint?: ReactNode;
}

/** A percentage figure, or "—" (spoken "No score yet") before the first quiz: 0 % would read as a result. */
export function scoreStat(percent: number, quizzesTaken: number): Pick<Stat, 'value' | 'spoken'> {
  return quizzesTaken > 0 ? { value: `${percent}%` } : { value: '—', spoken: 'No score yet' };
}

/** A labelled figure; a list of them reads to screen readers as label, value pairs. */
export function StatCards({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 md:gap-4', className)}>
      {stats.map(({ label, value, spoken, icon: Icon, hint }) => (
        <Card key={label} className="flex flex-col gap-2 p-4 md:p-5">
          <dt className="flex items-center gap-2 text-sm font-medium text-muted">
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg sm:flex">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums md:text-3xl">
            {spoken ? (
              <>
                <span aria-hidden="true">{value}</span>
                <span className="sr-only">{spoken}</span>
              </>
            ) : (
              value
            )}
          </dd>
          {hint && <dd className="text-sm text-muted">{hint}</dd>}
        </Card>
      ))}
    </dl>
  );
}

export function StatCardsSkeleton({ count = 4, label = 'Loading statistics', className }: { count?: number; label?: string; className?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className={cn('grid grid-cols-2 gap-3 md:gap-4', className)}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    </LoadingRegion>
  );
}
