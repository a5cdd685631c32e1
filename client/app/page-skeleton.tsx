import { LoadingRegion, Skeleton } from '../components/ui/skeleton';

export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <LoadingRegion label={label}>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-4 md:p-8">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      </div>
    </LoadingRegion>
  );
}
