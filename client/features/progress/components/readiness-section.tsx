/** Readiness for a chosen certificate: predicted score, mastery per module now and over the last 30 days (since joining, for a newer learner), with a table of the figures. */
import { useId, useState } from 'react';
import { daysBetween, localDate } from '@common/rules/progress';
import type { Readiness, ReadinessHistory } from '@common/schemas/review';
import { SelectField } from '@/components/ui/field';
import { PercentBar } from '@/components/ui/percent-bar';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/features/auth';
import { useCertificates } from '@/features/dashboard';
import { browserTimeZone } from '@/lib/api-client';
import { confidenceWords, useReadiness, useReadinessHistory } from '../api/readiness';
import { InlineError } from './activity-error';
import { LineChart, shortDate, Sparkline, trendText } from './mastery-chart';

const DAYS = 30;

/**
 * How many days the charts cover: the last DAYS, or fewer for a learner who joined since, counting
 * the day they joined (1 on that day). Before it there is nothing of theirs to chart, only the
 * prior every figure starts from.
 */
export function chartDays(joinedAt: string | undefined, now = new Date(), timeZone = browserTimeZone()): number {
  const joined = joinedAt === undefined ? Number.NaN : Date.parse(joinedAt);
  if (!Number.isFinite(joined)) return DAYS;
  const days = daysBetween(localDate(new Date(joined), timeZone), localDate(now, timeZone)) + 1;
  return Math.min(DAYS, Math.max(1, days));
}

function ReadinessSkeleton() {
  return (
    <LoadingRegion label="Loading readiness">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="mt-4 h-32 md:h-40" />
      <div className="mt-4 space-y-2">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    </LoadingRegion>
  );
}

function HistoryTable({ history }: { history: ReadinessHistory }) {
  return (
    <details className="mt-4 rounded-lg border border-border">
      <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-medium">Show the figures by day as a table</summary>
      <div className="max-h-96 overflow-auto border-t border-border" tabIndex={0} role="region" aria-label="Mastery by day">
        <table className="w-full min-w-max text-left text-sm">
          <caption className="sr-only">Predicted score and mastery per module at the end of each day, oldest first</caption>
          <thead className="sticky top-0 bg-surface">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Predicted score
              </th>
              {history.modules.map((m) => (
                <th key={m.moduleId} scope="col" className="px-3 py-2 font-semibold">
                  {m.moduleName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.days.map((d) => (
              <tr key={d.date} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                  {shortDate(d.date)}
                </th>
                <td className="px-3 py-1.5 tabular-nums">{d.predictedScore}%</td>
                {d.mastery.map((v, i) => (
                  <td key={history.modules[i]!.moduleId} className="px-3 py-1.5 tabular-nums">
                    {v}%
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function Figures({ readiness, history, days }: { readiness: Readiness; history: ReadinessHistory | undefined; days: number }) {
  const seen = readiness.modules.reduce((n, m) => n + m.seen, 0);
  const span = days < DAYS ? 'since you joined' : `over the last ${DAYS} days`;
  // A line needs two days: on the day a learner joined there is only today's figure.
  const trends = history !== undefined && history.days.length > 1;
  const column = (moduleId: number) => history?.modules.findIndex((m) => m.moduleId === moduleId) ?? -1;
  const predicted = history?.days.map((d) => d.predictedScore) ?? [];
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <span>
          Predicted exam score <strong className="text-2xl tabular-nums">{readiness.predictedScore}%</strong>
        </span>
        <span className="text-muted">{confidenceWords[readiness.confidence]}</span>
      </p>
      {seen === 0 && <p className="mt-1 text-sm text-muted">You have not answered any of its questions yet: the predicted score starts at 25%, the chance of a guess.</p>}
      {trends && (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">Predicted score {span}</h3>
          <LineChart values={predicted} dates={history.days.map((d) => d.date)} label={`Predicted score ${span}: ${trendText(predicted)}`} />
        </div>
      )}
      {history && !trends && <p className="mt-4 text-sm text-muted">Your charts start today: from tomorrow they show how your predicted score and mastery move, day by day.</p>}
      <h3 className="mt-6 mb-2 text-sm font-semibold">Mastery per module</h3>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {readiness.modules.map((m) => {
          const i = column(m.moduleId);
          const trend = trends && i >= 0 ? history.days.map((d) => d.mastery[i]!) : null;
          return (
            <li key={m.moduleId} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{m.moduleName}</p>
                <p className="text-sm text-muted">{m.seen === 0 ? `${m.total} questions · not started yet` : `${m.seen} of ${m.total} seen · ${m.due > 0 ? `${m.due} due` : 'none due'}`}</p>
              </div>
              {/* An untouched module's 25% is only the prior (docs/learning.md): the modules page says "Not started yet" too. */}
              {m.seen > 0 && (
                <div className="flex items-center gap-3">
                  <span className="w-28 text-sm tabular-nums">Mastery {m.mastery}%</span>
                  <PercentBar value={m.mastery} className="w-20" />
                  {trend && <Sparkline values={trend} label={`${m.moduleName} ${span}: ${trendText(trend)}`} />}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {history && <HistoryTable history={history} />}
    </>
  );
}

export function ReadinessSection() {
  const headingId = useId();
  const certificates = useCertificates();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const certificateId = chosen ?? certificates.data?.[0]?.id;
  const readiness = useReadiness(certificateId);
  const user = useUser();
  const days = chartDays(user.data?.createdAt);
  // Asked for once the learner (and so the day they joined) is known, not for 30 days first.
  const history = useReadinessHistory(user.data ? certificateId : undefined, days);

  let body;
  if (certificates.isError) {
    body = <InlineError title="Could not load your certificates" error={certificates.error} onRetry={() => void certificates.refetch()} retrying={certificates.isFetching} />;
  } else if (certificates.data?.length === 0) {
    body = <p className="text-muted">There are no certificates yet, so there is nothing to be ready for.</p>;
  } else if (readiness.isError) {
    body = <InlineError title="Could not load your readiness" error={readiness.error} onRetry={() => void readiness.refetch()} retrying={readiness.isFetching} />;
  } else if (!readiness.data) {
    body = <ReadinessSkeleton />;
  } else {
    body = (
      <>
        <Figures readiness={readiness.data} history={history.data} days={days} />
        {history.isError && (
          <div className="mt-4">
            <InlineError title="Could not load mastery over time" error={history.error} onRetry={() => void history.refetch()} retrying={history.isFetching} />
          </div>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            Exam readiness
          </h2>
          <p className="text-sm text-muted">An estimate for planning your study, not a promise: it grows with right answers and fades with time.</p>
        </div>
        {certificates.data && certificates.data.length > 1 && (
          <div className="sm:w-72">
            <SelectField
              label="Certificate"
              value={String(certificateId ?? '')}
              onChange={(e) => setChosen(Number(e.target.value))}
              options={certificates.data.map((c) => ({ value: String(c.id), label: c.name }))}
            />
          </div>
        )}
      </div>
      {body}
    </section>
  );
}
