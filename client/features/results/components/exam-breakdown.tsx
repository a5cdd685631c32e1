/** A mock exam's verdict against the pass mark, and how each module went, naming the weakest with a way to study it. */
import { CircleCheck, CircleX, GraduationCap, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { percentOf } from '@common/rules/grading';
import type { BreakdownRow } from '@common/schemas/quiz-session';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useStartAttemptMutation } from '@/features/quiz';
import { paths } from '@/lib/paths';

export function ExamVerdict({ passed, percent, passMark }: { passed: boolean; percent: number; passMark: number | null }) {
  return (
    <div data-testid="exam-verdict" className="mt-3 flex flex-col items-center gap-1">
      <p className={cn('inline-flex items-center gap-2 rounded-full border-2 px-4 py-1 text-lg font-bold', passed ? 'border-success text-success' : 'border-danger text-danger')}>
        {passed ? <CircleCheck aria-hidden="true" className="size-5" /> : <CircleX aria-hidden="true" className="size-5" />}
        {passed ? 'Passed' : 'Not passed'}
      </p>
      {passMark !== null && (
        <p className="text-sm text-muted">
          {percent}% against a pass mark of {passMark}%
        </p>
      )}
    </div>
  );
}

/** The module with the lowest share right (the larger one on a tie); none when every module is perfect. */
export function weakestModule(rows: readonly BreakdownRow[]): BreakdownRow | null {
  let weakest: BreakdownRow | null = null;
  for (const row of rows) {
    if (row.total === 0 || row.correct === row.total) continue;
    const share = row.correct / row.total;
    const best = weakest ? weakest.correct / weakest.total : Infinity;
    if (share < best || (share === best && weakest && row.total > weakest.total)) weakest = row;
  }
  return weakest;
}

export function ModuleBreakdown({ rows }: { rows: readonly BreakdownRow[] }) {
  const weakest = weakestModule(rows);
  // An exam of one module (a certificate with one so far) has nothing to compare it with.
  const only = rows.length === 1;
  const start = useStartAttemptMutation();
  return (
    <section aria-labelledby="breakdown-heading" className="mt-6 rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
      <h2 id="breakdown-heading" className="text-lg font-semibold">
        By module
      </h2>
      <ul className="mt-3 divide-y divide-border">
        {rows.map((row) => {
          const percent = percentOf(row.correct, row.total);
          const isWeakest = weakest?.moduleId === row.moduleId;
          return (
            <li key={row.moduleId} className="py-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-medium">
                  {row.moduleName}
                  {isWeakest && !only && <span className="ml-2 text-sm font-semibold text-danger">Weakest</span>}
                </span>
                <span className="shrink-0 text-sm tabular-nums text-muted">
                  {row.correct}/{row.total} correct · {percent}%
                </span>
              </div>
              <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2">
                <div className={cn('h-full rounded-full', percent >= 70 ? 'bg-success' : percent >= 50 ? 'bg-warning' : 'bg-danger')} style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      {weakest && (
        <div className="mt-4 rounded-lg bg-surface-2 p-4" data-testid="weakest-module">
          <p>
            {only ? (
              <>
                <span className="font-semibold">{weakest.moduleName}</span>: {weakest.correct} of {weakest.total} right.
              </>
            ) : (
              <>
                Your weakest module is <span className="font-semibold">{weakest.moduleName}</span> ({weakest.correct} of {weakest.total} right).
              </>
            )}{' '}
            Studying it next helps your score most.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <Button className="h-auto min-h-11 py-2" disabled={start.isPending} onClick={() => start.mutate({ mode: 'study', moduleId: weakest.moduleId, difficulty: 'mixed' })}>
              {start.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <GraduationCap aria-hidden="true" className="size-4" />}
              Study {weakest.moduleName}
            </Button>
            <Link to={paths.moduleDifficulty(weakest.moduleId)} className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-primary-soft-fg underline underline-offset-4">
              Choose a difficulty instead
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
