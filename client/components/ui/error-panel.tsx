/** An inline error in place of content that failed to load, with a way to try again (and optionally a way out). */
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from '@/lib/cn';

export interface ErrorPanelProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Extra actions, such as a link back. */
  children?: ReactNode;
  className?: string;
}

export function ErrorPanel({ title, message, onRetry, retrying, children, className }: ErrorPanelProps) {
  return (
    <div role="alert" className={cn('rounded-xl border border-danger bg-danger-soft p-4 md:p-6', className)}>
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-fg">{title}</p>
          {message && <p className="mt-1 text-sm break-words text-muted">{message}</p>}
          {(onRetry || children) && (
            <div className="mt-4 flex flex-wrap gap-3">
              {onRetry && (
                <Button variant="secondary" onClick={onRetry} disabled={retrying}>
                  {retrying ? 'Trying again...' : 'Try again'}
                </Button>
              )}
              {children}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
