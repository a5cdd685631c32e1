import { ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Module } from '@common/schemas/module';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/lib/plural';
import { PercentBar } from '@/components/ui/percent-bar';
import { paths } from '@/lib/paths';

/** The learner's figures for a module (from GET /api/readiness). */
export interface ModuleStanding {
  mastery: number;
  due: number;
  /** Questions of the module the learner has answered: none means not started, and mastery is only the prior. */
  seen: number;
}

function totalQuestions(module: Module): number {
  const { easy, medium, hard } = module.questionCounts;
  return easy + medium + hard;
}

function Number({ n, muted }: { n: number; muted?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={
        muted
          ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-bg text-sm font-semibold text-muted'
          : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary-soft-fg'
      }
    >
      {n}
    </span>
  );
}

/** A module with questions links to its difficulty choice; one without is greyed out and marked Coming Soon. */
export function ModuleListItem({ module, position, standing }: { module: Module; position: number; standing?: ModuleStanding }) {
  // Only hasQuestions === false means coming soon (docs/product.md §3).
  if (module.hasQuestions === false) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-border bg-surface-2 p-4 md:gap-4 md:p-5">
        <Number n={position} muted />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="text-base font-semibold text-muted">{module.name}</h3>
            <Badge tone="neutral">
              <Clock aria-hidden="true" className="size-3" />
              Coming Soon
            </Badge>
          </div>
          <p className="mt-1 text-sm text-muted">{module.description}</p>
        </div>
      </div>
    );
  }
  return (
    <Link
      to={paths.moduleDifficulty(module.id)}
      className="group flex items-start gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm transition-colors hover:border-primary hover:bg-primary-soft/40 md:gap-4 md:p-5"
    >
      <Number n={position} />
      <span className="min-w-0 flex-1">
        <span className="block text-base font-semibold text-fg">{module.name}</span>
        <span className="mt-1 block text-sm text-muted">{module.description}</span>
        <span className="mt-2 block text-sm font-medium text-primary">{plural(totalQuestions(module), 'question')}</span>
        {standing && standing.seen === 0 && <span className="mt-2 block text-sm text-muted">Not started yet</span>}
        {standing && standing.seen > 0 && (
          <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-fg">Mastery {standing.mastery}%</span>
            <PercentBar value={standing.mastery} className="w-24 sm:w-32" />
            <span className={standing.due > 0 ? 'font-medium text-fg' : 'text-muted'}>{standing.due > 0 ? `${standing.due} due` : 'none due'}</span>
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="mt-2 size-5 shrink-0 text-muted group-hover:text-primary" />
    </Link>
  );
}
