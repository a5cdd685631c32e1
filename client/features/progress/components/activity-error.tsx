import { useEffect } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { toast } from '@/components/ui/toast';

/** docs/product.md §11: a failed calendar fetch toasts "Failed to fetch activity data", once per failure. */
export function useActivityErrorToast(error: Error | null, errorUpdatedAt: number): void {
  useEffect(() => {
    if (error) toast({ title: 'Failed to fetch activity data', description: error.message, variant: 'destructive' });
    // errorUpdatedAt changes with each new failure; the error object alone may not.
  }, [error, errorUpdatedAt]);
}

/** The inline half of a failed query: what failed, the server's message and Try again. */
export function InlineError({ title, error, onRetry, retrying }: { title: string; error: Error; onRetry: () => void; retrying?: boolean }) {
  return <ErrorPanel title={title} message={error.message} onRetry={onRetry} retrying={retrying} />;
}

export function ActivityError(props: { error: Error; onRetry: () => void; retrying?: boolean }) {
  return <InlineError title="Failed to fetch activity data" {...props} />;
}
