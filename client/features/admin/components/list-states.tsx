/** What a list shows while it loads, when it failed, and when it is empty. */
import { AlertTriangle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';

/** Skeleton rows; with a label they announce themselves, without one they sit inside a caller's LoadingRegion. */
export function ListSkeleton({ label, rows = 3 }: { label?: string; rows?: number }) {
  const list = (
    <ul className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i}>
          <Card className="space-y-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-1/3" />
          </Card>
        </li>
      ))}
    </ul>
  );
  return label ? <LoadingRegion label={label}>{list}</LoadingRegion> : list;
}

/** The title block and rows while the view's first data loads. */
export function ViewSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="mb-6 space-y-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <ListSkeleton />
    </LoadingRegion>
  );
}

export function ListError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-start gap-3 border-danger bg-danger-soft">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted">{error.message}</p>
        </div>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </Card>
  );
}

export function EmptyState({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children?: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-3 border-dashed border-border-strong px-6 py-10 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-fg">
        {icon}
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted">{description}</p>
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </Card>
  );
}
