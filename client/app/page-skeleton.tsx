import { LoadingRegion, Skeleton } from '../components/ui/skeleton';

/** A screen's first paint while its data or code loads: a title, a line, and cards, as most screens start. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-4 md:p-8">
        <Skeleton className="h-8 w-1/2 max-w-sm" />
        <Skeleton className="h-4 w-2/3 max-w-md" />
        <div className="grid gap-4 pt-2 md:grid-cols-2">
          {[0, 1].map((card) => (
            <div key={card} className="space-y-3 rounded-xl border border-border bg-surface p-4 md:p-6">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="mt-2 h-11 w-32" />
            </div>
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
