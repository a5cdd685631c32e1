/** Pieces of the question statistics shared by the module table, its phone cards, and one question's page. */
import { AlertTriangle, ArrowDown, ArrowUp, ArrowUpDown, CircleCheck } from 'lucide-react';
import { OPTION_IDS } from '@common/schemas/question';
import type { QuestionStats } from '@common/schemas/question-stats';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Below this many first answers the server gives no discrimination (API.md "Question statistics"). */
export const MIN_STATS_ATTEMPTS = 30;

export const percent = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('en-GB', { maximumFractionDigits: 1 })}%`);
export const figure = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-GB', { maximumFractionDigits: 1 }));

export const enoughAnswers = (row: QuestionStats) => row.attempts >= MIN_STATS_ATTEMPTS;

export function NeedsCheckBadge({ row }: { row: QuestionStats }) {
  if (!enoughAnswers(row))
    return (
      <span className="text-sm text-muted">
        Not enough answers yet ({row.attempts}/{MIN_STATS_ATTEMPTS})
      </span>
    );
  if (row.needsCheck === 'very likely')
    return (
      <Badge tone="danger">
        <AlertTriangle aria-hidden="true" className="size-3.5" />
        Very likely needs checking
      </Badge>
    );
  if (row.needsCheck === 'likely')
    return (
      <Badge tone="warning">
        <AlertTriangle aria-hidden="true" className="size-3.5" />
        Likely needs checking
      </Badge>
    );
  return (
    <Badge tone="success">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      Looks fine
    </Badge>
  );
}

/** One small bar per option with its share as text; the key's letters say "correct" in words and with an icon. */
export function OptionShares({ row, correctAnswer }: { row: QuestionStats; correctAnswer?: string }) {
  return (
    <ul aria-label="Answer shares" className="w-40 space-y-1">
      {OPTION_IDS.map((letter) => {
        const share = row.optionShare[letter];
        const correct = correctAnswer?.includes(letter) ?? false;
        return (
          <li key={letter} className="grid grid-cols-[1rem_minmax(2.5rem,1fr)_4rem] items-center gap-2 text-sm">
            <span className={cn('font-semibold', correct && 'text-success')}>{letter}</span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-2">
              <span className={cn('block h-full rounded-full', correct ? 'bg-success' : 'bg-muted')} style={{ width: `${Math.min(100, Math.max(0, share))}%` }} />
            </span>
            <span className="text-right tabular-nums">
              {percent(share)}
              {correct && (
                <>
                  <CircleCheck aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px] text-success" />
                  <span className="sr-only"> (correct)</span>
                </>
              )}
            </span>
          </li>
        );
      })}
      {correctAnswer && (
        <li className="pt-0.5 text-xs text-muted" aria-hidden="true">
          <CircleCheck className="mr-1 inline size-3 align-[-1px] text-success" />
          correct
        </li>
      )}
    </ul>
  );
}

export type SortKey = 'needsCheck' | 'text' | 'attempts' | 'facility' | 'discrimination' | 'openReports';
export type Sort = { key: SortKey; direction: 'ascending' | 'descending' };

export const DEFAULT_SORT: Sort = { key: 'needsCheck', direction: 'descending' };

const CHECK_RANK = { 'very likely': 2, likely: 1 } as const;

/** Nulls always last; ties keep the server's order. */
export function sortRows(rows: QuestionStats[], sort: Sort): QuestionStats[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const value = (row: QuestionStats): number | string | null => {
    switch (sort.key) {
      case 'needsCheck':
        // Most doubtful first when descending: the flag, then the lower discrimination.
        return row.needsCheck ? CHECK_RANK[row.needsCheck] * 1000 - (row.discrimination ?? 0) : row.discrimination === null ? null : -row.discrimination;
      case 'text':
        return row.text.toLocaleLowerCase();
      default:
        return row[sort.key];
    }
  };
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      if (a.v === b.v) return a.index - b.index;
      if (a.v === null) return 1;
      if (b.v === null) return -1;
      return (a.v < b.v ? -1 : 1) * sign;
    })
    .map((x) => x.row);
}

export function SortIcon({ active, direction }: { active: boolean; direction: Sort['direction'] }) {
  const Icon = !active ? ArrowUpDown : direction === 'ascending' ? ArrowUp : ArrowDown;
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', !active && 'text-muted')} />;
}
