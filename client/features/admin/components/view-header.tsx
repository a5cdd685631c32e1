import type { ReactNode } from 'react';

/** The title block of an admin view: an optional eyebrow, the page's one h1, a meta line, and actions. */
export function ViewHeader({ eyebrow, title, meta, actions }: { eyebrow?: string; title: string; meta?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        {eyebrow && <p className="text-sm font-medium text-muted">{eyebrow}</p>}
        <h1 className="text-2xl font-bold break-words md:text-3xl">{title}</h1>
        {meta && <div className="mt-1 text-sm text-muted">{meta}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2 *:flex-1 md:*:flex-none">{actions}</div>}
    </header>
  );
}
