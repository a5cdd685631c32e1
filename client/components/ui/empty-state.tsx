/**
 * An empty or dead-end state: an icon, one sentence, one action. For a list with nothing in it yet
 * ("No quizzes yet"), a page that does not exist, a screen that failed. The heading level is the
 * caller's choice (h1 on a page of its own, h2 inside a page).
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface EmptyStateProps {
  icon: LucideIcon;
  /** The one sentence: what is (not) here. */
  title: string;
  /** Optional second line: what to do about it, when the action's label does not say it all. */
  description?: ReactNode;
  /** The one action: a Button or a Link styled with buttonClasses. */
  action?: ReactNode;
  /** 1 for a page of its own; 2 (default) inside a page. */
  headingLevel?: 1 | 2 | 3;
  tone?: 'neutral' | 'danger';
  className?: string;
}

export function EmptyState({ icon: Icon, title, description, action, headingLevel = 2, tone = 'neutral', className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('flex flex-col items-center px-4 py-10 text-center', className)}>
      <span className={cn('flex size-16 items-center justify-center rounded-2xl', tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary-soft-fg')}>
        <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
      </span>
      <Heading className={cn('mt-5 max-w-md font-bold text-balance', headingLevel === 1 ? 'text-2xl md:text-3xl' : 'text-xl')}>{title}</Heading>
      {description && <div className="mt-2 max-w-md text-muted">{description}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
