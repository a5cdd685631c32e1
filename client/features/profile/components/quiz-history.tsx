/** Quiz History: the 10 most recent attempts, each opening its results for review. */
import { CalendarDays, ChevronRight, ClipboardList, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { HistoryEntry } from '@common/schemas/quiz-session';
import { formatDuration, percentOf, scoreTone, type ScoreTone } from '@common/rules/grading';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { DifficultyBadge } from '@/components/difficulty-badge';
import { paths } from '@/lib/paths';

export const HISTORY_LIMIT = 10;

const toneClasses: Record<ScoreTone, string> = {
  good: 'bg-success-soft text-success',
  fair: 'bg-warning-soft text-warning',
  poor: 'bg-danger-soft text-danger',
};

const completedFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The moment an attempt was completed in the learner's locale and zone, or "Unknown date". */
export function formatCompletedAt(value: string | null | undefined): string {
  if (!value) return 'Unknown date';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown date' : completedFormat.format(date);
}

export function QuizHistoryList({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        headingLevel={3}
        className="rounded-lg border border-dashed border-border-strong"
        title="No quizzes completed yet"
        description="Your finished quizzes appear here, each one open for review."
        action={
          <Link to={paths.dashboard()} className={buttonClasses('primary')}>
            Take your first quiz
          </Link>
        }
      />
    );
  }
  const recent = history.slice(0, HISTORY_LIMIT);
  return (
    <div className="space-y-3">
      {history.length > HISTORY_LIMIT && (
        <p className="text-sm text-muted">
          Showing {HISTORY_LIMIT} most recent quizzes out of {history.length} total
        </p>
      )}
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border">
        {recent.map((entry) => (
          <li key={entry.id}>
            <HistoryRow entry={entry} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const MODE_LABELS: Record<HistoryEntry['mode'], string | null> = { practice: null, study: 'Study', exam: 'Mock exam', review: 'Review', mistakes: 'Mistakes' };

/** What a row is called: the module for one module's quiz, else the session's own title ("Mock exam · …", "Spaced review"). */
function rowName(entry: HistoryEntry): string {
  if (entry.moduleId !== null) return entry.moduleName;
  return (entry.title || entry.moduleName).replace(/^Mock exam · /, '');
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const percent = percentOf(entry.score, entry.totalQuestions);
  const tone = scoreTone(percent);
  const mode = MODE_LABELS[entry.mode] ?? null;
  return (
    <Link to={paths.results(entry.id)} state={{ section: paths.profile() }} className="flex items-center gap-3 bg-surface px-4 py-3 hover:bg-surface-2 focus-visible:-outline-offset-3">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <span className="flex flex-wrap gap-1.5">
            {mode && <Badge tone="primary">{mode}</Badge>}
            {entry.moduleId !== null && <DifficultyBadge difficulty={entry.difficulty} />}
          </span>
          <span className="min-w-0 font-semibold wrap-break-word sm:truncate">{rowName(entry)}</span>
          {entry.passed !== null && <span className={cn('shrink-0 text-sm font-semibold', entry.passed ? 'text-success' : 'text-danger')}>{entry.passed ? 'Passed' : 'Not passed'}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatCompletedAt(entry.completedAt)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Time used </span>
            {formatDuration(entry.timeUsed)}
          </span>
        </div>
      </div>
      <div className={cn('shrink-0 rounded-lg px-3 py-1.5 text-right', toneClasses[tone])}>
        <p className="text-base font-bold tabular-nums">{percent}%</p>
        <p className="text-xs font-medium tabular-nums">
          {entry.score}/{entry.totalQuestions}
          <span className="sr-only"> correct</span>
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </Link>
  );
}
