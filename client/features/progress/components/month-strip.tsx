/** Mobile: the days of the current month, each tile coloured by intensity; tapping one shows its figures. */
import { useId, useMemo } from 'react';
import type { ActivityDay } from '@common/schemas/activity';
import { daysOfMonth, intensity } from '@common/rules/calendar';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useMonthActivity } from '../api/get-month-activity';
import { activityFacts, dayLabel, formatLongDate, formatMonthYear, quizzesText } from '../utils/format';
import { ActivityError, useActivityErrorToast } from './activity-error';
import { IntensityLegend, levelClasses, levelTextClasses } from './intensity';
import { useRovingDate } from './use-roving-date';

const WEEKDAY_INITIALS = Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(undefined, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + i))));

/** Seven days a row: left and right move a day, up and down a week. */
const STRIP_STEPS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 } as const;

export function MonthStrip({ today }: { today: string }) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const query = useMonthActivity(year, month);
  useActivityErrorToast(query.error, query.errorUpdatedAt);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold">
          {formatMonthYear(year, month)}
        </h3>
        {query.data && <p className="text-sm text-muted">{quizzesText(query.data.reduce((sum, d) => sum + d.quizzesTaken, 0))} this month</p>}
      </div>
      {query.isPending ? (
        <LoadingRegion label="Loading this month's activity">
          <Skeleton className="h-64" />
        </LoadingRegion>
      ) : query.isError ? (
        <ActivityError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <MonthDays year={year} month={month} days={query.data} today={today} />
      )}
    </section>
  );
}

function MonthDays({ year, month, days, today }: { year: number; month: number; days: ActivityDay[]; today: string }) {
  const dates = useMemo(() => daysOfMonth(year, month), [year, month]);
  const byDate = useMemo(() => new Map(days.map((d) => [d.activityDate, d])), [days]);
  const first = dates[0]!;
  const last = dates.at(-1)!;
  const roving = useRovingDate(first, last, today >= first && today <= last ? today : first, STRIP_STEPS);
  const selected = roving.active;
  const leading = new Date(`${first}T00:00:00Z`).getUTCDay();
  const detailId = useId();

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-7 gap-[3px] text-center text-xs font-medium text-muted" aria-hidden="true">
        {WEEKDAY_INITIALS.map((d, i) => (
          <span key={i}>{d}</span>
        ))}
      </div>
      <ol aria-label={`Days of ${formatMonthYear(year, month)}`} className="grid grid-cols-7 gap-[3px]">
        {leading > 0 && <li aria-hidden="true" style={{ gridColumn: `span ${leading} / span ${leading}` }} />}
        {dates.map((date) => {
          const day = byDate.get(date);
          const level = intensity(day?.quizzesTaken ?? 0);
          const isToday = date === today;
          return (
            <li key={date}>
              <button
                type="button"
                aria-label={dayLabel(date, day, today)}
                aria-pressed={date === selected}
                aria-controls={detailId}
                data-level={level}
                tabIndex={date === selected ? 0 : -1}
                ref={(element) => roving.register(date, element)}
                onFocus={() => roving.setActive(date)}
                onKeyDown={roving.onKeyDown}
                onClick={() => roving.setActive(date)}
                className={cn(
                  'flex aspect-square min-h-11 w-full items-center justify-center rounded-lg text-sm font-semibold tabular-nums',
                  levelClasses[level],
                  levelTextClasses[level],
                  date === selected && 'ring-2 ring-fg ring-offset-2 ring-offset-surface',
                  isToday && 'underline decoration-2 underline-offset-4',
                )}
              >
                {Number(date.slice(8))}
              </button>
            </li>
          );
        })}
      </ol>
      <div id={detailId} aria-live="polite" className="rounded-lg bg-surface-2 px-4 py-3">
        <p className="font-semibold">
          {formatLongDate(selected)}
          {selected === today && <span className="font-normal text-muted"> (today)</span>}
        </p>
        <p className="text-sm text-muted">{activityFacts(byDate.get(selected)).join(' · ')}</p>
      </div>
      <IntensityLegend />
    </div>
  );
}
