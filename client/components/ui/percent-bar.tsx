import { cn } from '@/lib/cn';

/** A horizontal bar for a percentage, hidden from screen readers: the figure itself is always written beside it. */
export function PercentBar({ value, className }: { value: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('h-2 overflow-hidden rounded-full bg-border', className)}>
      <div className="h-full rounded-full bg-primary" style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
    </div>
  );
}
