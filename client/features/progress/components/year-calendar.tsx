/** Desktop: a contribution-style grid of one year, with year navigation, year figures and a legend. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo, useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import type { ActivityDay } from '@common/schemas/activity';
import { intensity, weeksOfYear, yearBounds } from '@common/rules/calendar';
import { streaks } from '@common/rules/progress';
import { Button } from '@/components/ui/button';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useYearActivity } from '../api/get-activity-range';
import { plural } from '@/lib/plural';
import { activityFacts, dayLabel, formatLongDate, formatShortMonth } from '../utils/format';
import { ActivityError, useActivityErrorToast } from './activity-error';
import { IntensityLegend, levelClasses } from './intensity';
import { useRovingDate } from './use-roving-date';

/** Sunday first, as weeksOfYear() lays the days out; rows without a visible label are still named for screen readers. */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const d = new Date(Date.UTC(2023, 0, 1 + i)); // 1 January 2023 was a Sunday
  return {
    short: new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(d),
    long: new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(d),
    shown: i % 2 === 1, // Mon, Wed, Fri
  };
});

const MIN_YEAR = 1970;

/** Left and right move a week (a column), up and down a day (a row). */
const GRID_STEPS = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 } as const;

export function YearCalendar({ today }: { today: string }) {
  const currentYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const query = useYearActivity(year);
  useActivityErrorToast(query.error, query.errorUpdatedAt);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button variant="secondary" className="w-11 px-0" aria-label="Previous year" disabled={year <= MIN_YEAR} onClick={() => setYear((y) => y - 1)}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </Button>
          <h3 id={headingId} aria-live="polite" className="min-w-16 text-center text-lg font-semibold tabular-nums">
            {year}
          </h3>
          <Button variant="secondary" className="w-11 px-0" aria-label="Next year" disabled={year >= currentYear} onClick={() => setYear((y) => y + 1)}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </Button>
        </div>
        <IntensityLegend />
      </div>

      {query.isPending ? (
        <LoadingRegion label={`Loading activity for ${year}`}>
          <Skeleton className="h-20" />
          <Skeleton className="mt-4 h-36" />
        </LoadingRegion>
      ) : query.isError ? (
        <ActivityError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <YearSummary days={query.data} today={today} />
          <YearGrid key={year} year={year} days={query.data} today={today} />
        </>
      )}
    </section>
  );
}

function YearSummary({ days, today }: { days: ActivityDay[]; today: string }) {
  const active = days.filter((d) => d.quizzesTaken > 0);
  const total = active.reduce((sum, d) => sum + d.quizzesTaken, 0);
  const { current, longest } = streaks(
    active.map((d) => d.activityDate),
    today,
  );
  const figures = [
    { label: 'Total Quizzes', value: String(total) },
    { label: 'Active Days', value: String(active.length) },
    { label: 'Current Streak', value: plural(current, 'day') },
    { label: 'Longest Streak', value: plural(longest, 'day') },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg bg-surface-2 px-4 py-3">
          <dt className="text-sm text-muted">{f.label}</dt>
          <dd className="text-xl font-bold tabular-nums">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface MonthLabel {
  month: number;
  span: number;
}

/** A month's label sits over the week holding its 1st and spans the weeks until the next month's. */
function monthLabels(weeks: (string | null)[][]): MonthLabel[] {
  const labels: (MonthLabel & { start: number })[] = [];
  weeks.forEach((week, w) => {
    const first = week.find((d) => d !== null && d.endsWith('-01'));
    if (first) labels.push({ month: Number(first.slice(5, 7)), start: w, span: 0 });
  });
  labels.forEach((l, i) => {
    l.span = (labels[i + 1]?.start ?? weeks.length) - l.start;
  });
  return labels;
}

function YearGrid({ year, days, today }: { year: number; days: ActivityDay[]; today: string }) {
  const weeks = useMemo(() => weeksOfYear(year), [year]);
  const byDate = useMemo(() => new Map(days.map((d) => [d.activityDate, d])), [days]);
  const { start, end } = yearBounds(year);
  const initial = today >= start && today <= end ? today : (days.find((d) => d.quizzesTaken > 0)?.activityDate ?? start);
  const roving = useRovingDate(start, end, initial, GRID_STEPS);
  const hintId = useId();

  return (
    <div>
      <p id={hintId} className="sr-only">
        One cell per day. Use the arrow keys to move between days: left and right by week, up and down by day.
      </p>
      <div className="-mx-1 overflow-x-auto px-1 pb-1">
        <table role="grid" aria-label={`Activity in ${year}`} aria-describedby={hintId} className="w-full min-w-[44rem] table-fixed border-separate border-spacing-[3px]">
          <colgroup>
            <col className="w-9" />
            {weeks.map((_, w) => (
              <col key={w} />
            ))}
          </colgroup>
          <thead aria-hidden="true">
            <tr>
              <td />
              {monthLabels(weeks).map((l) => (
                <td key={l.month} colSpan={l.span} className="pb-1 text-left text-xs text-muted">
                  {formatShortMonth(l.month)}
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday, row) => (
              <tr key={weekday.long}>
                <th scope="row" className="pr-1 text-left text-xs leading-none font-normal text-muted">
                  <span aria-hidden="true">{weekday.shown ? weekday.short : ''}</span>
                  <span className="sr-only">{weekday.long}</span>
                </th>
                {weeks.map((week, w) => {
                  const date = week[row];
                  if (!date) return <td key={w} aria-hidden="true" />;
                  return (
                    <DayCell key={w} date={date} day={byDate.get(date)} today={today} focusable={date === roving.active} register={roving.register} onActivate={roving.setActive} onKeyDown={roving.onKeyDown} />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface DayCellProps {
  date: string;
  day: ActivityDay | undefined;
  today: string;
  focusable: boolean;
  register: (date: string, element: HTMLElement | null) => void;
  onActivate: (date: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

const DayCell = memo(function DayCell({ date, day, today, focusable, register, onActivate, onKeyDown }: DayCellProps) {
  const level = intensity(day?.quizzesTaken ?? 0);
  const isToday = date === today;
  const ref = useCallback((element: HTMLTableCellElement | null) => register(date, element), [date, register]);
  return (
    <Tooltip content={<DayTooltip date={date} day={day} isToday={isToday} />}>
      <td
        ref={ref}
        role="gridcell"
        tabIndex={focusable ? 0 : -1}
        aria-label={dayLabel(date, day, today)}
        data-level={level}
        onFocus={() => onActivate(date)}
        onKeyDown={onKeyDown}
        className="cursor-default rounded-[3px] p-0"
      >
        <span aria-hidden="true" className={cn('block aspect-square w-full rounded-[3px]', levelClasses[level], isToday && 'ring-2 ring-fg ring-offset-1 ring-offset-surface')} />
      </td>
    </Tooltip>
  );
});

function DayTooltip({ date, day, isToday }: { date: string; day: ActivityDay | undefined; isToday: boolean }) {
  return (
    <div>
      <p className="font-semibold">
        {formatLongDate(date)}
        {isToday && ' (today)'}
      </p>
      {activityFacts(day).map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
    </div>
  );
}
