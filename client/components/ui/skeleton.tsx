import { cn } from '@/lib/cn';

/**
 * A placeholder shaped like the content that is loading; hidden from screen readers. Its colour
 * (--skeleton) is set apart from both the page and a card in each theme, and a soft sheen moves over it
 * unless reduced motion is asked for.
 */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" data-skeleton="" className={cn('skeleton rounded-lg', className)} />;
}

/** Announces loading once to screen readers while skeletons show. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
