/** Small line charts of a percentage over days, drawn in SVG; every chart has a text summary and the page a table of the figures. */
import { useId } from 'react';
import { cn } from '@/lib/cn';

const W = 300;
const H = 100;

function pathOf(values: readonly number[]): string {
  if (values.length === 0) return '';
  const step = values.length > 1 ? W / (values.length - 1) : 0;
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(2)},${(H - Math.max(0, Math.min(100, v))).toFixed(2)}`).join(' ');
}

/** "rose from 25% to 58%", "fell from 60% to 41%", "stayed at 25%". */
export function trendText(values: readonly number[]): string {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? 0;
  if (first === last) return `stayed at ${last}%`;
  return `${last > first ? 'rose' : 'fell'} from ${first}% to ${last}%`;
}

/** A short date for axis labels: "22 Oct". */
export const shortDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A line chart with 0/50/100% gridlines and the first and last dates; read out as one sentence. */
export function LineChart({ values, dates, label, className }: { values: readonly number[]; dates: readonly string[]; label: string; className?: string }) {
  const titleId = useId();
  return (
    <figure className={cn('m-0', className)}>
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-32 flex-col justify-between text-right text-xs text-muted tabular-nums md:h-40">
          <span>100%</span>
          <span>50%</span>
          <span>0%</span>
        </div>
        <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="h-32 min-w-0 flex-1 overflow-visible md:h-40">
          <title id={titleId}>{label}</title>
          {[0, 50, 100].map((y) => (
            <line key={y} x1={0} x2={W} y1={H - y} y2={H - y} className="stroke-border" strokeDasharray={y === 0 ? undefined : '4 4'} vectorEffect="non-scaling-stroke" />
          ))}
          <path d={pathOf(values)} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      {dates.length > 0 && (
        <figcaption aria-hidden="true" className="mt-1 ml-10 flex justify-between text-xs text-muted">
          <span>{shortDate(dates[0]!)}</span>
          <span>{dates.length > 1 ? 'Today' : ''}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** A tiny line for a table row; its label says the trend in words. */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="h-8 w-24 shrink-0 overflow-visible sm:w-32">
      <line x1={0} x2={W} y1={H} y2={H} className="stroke-border" vectorEffect="non-scaling-stroke" />
      <path d={pathOf(values)} fill="none" className="stroke-primary" strokeWidth={2} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
