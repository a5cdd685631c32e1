/** Analytics: how each question of a module performs (docs/question-statistics.md), doubtful questions first. */
import { BarChart3 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Question } from '@common/schemas/question';
import type { QuestionStats } from '@common/schemas/question-stats';
import { Markdown } from '@/components/markdown';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-media-query';
import { useAdminCertificates } from '../api/get-certificates';
import { useAdminModules } from '../api/get-modules';
import { useAdminQuestions } from '../api/get-questions';
import { useModuleStats } from '../api/stats';
import { paths } from '@/lib/paths';
import { EmptyState, ListError, ListSkeleton } from './list-states';
import { DEFAULT_SORT, enoughAnswers, figure, MIN_STATS_ATTEMPTS, NeedsCheckBadge, OptionShares, percent, SortIcon, sortRows, type Sort, type SortKey } from './question-stats-parts';
import { plural } from '@/lib/plural';
import { truncate } from './text';
import { ViewHeader } from './view-header';

const COLUMNS: { key: SortKey; label: string; numeric?: boolean }[] = [
  { key: 'text', label: 'Question' },
  { key: 'attempts', label: 'Answers', numeric: true },
  { key: 'facility', label: 'Facility', numeric: true },
  { key: 'discrimination', label: 'Discrimination', numeric: true },
  { key: 'openReports', label: 'Open reports', numeric: true },
  { key: 'needsCheck', label: 'Needs checking' },
];

function Pickers({ certificateId, moduleId }: { certificateId?: number; moduleId?: number }) {
  const navigate = useNavigate();
  const certificates = useAdminCertificates();
  const modules = useAdminModules(certificateId ?? 0);
  const moduleOptions = certificateId && modules.data ? modules.data.map((m) => ({ value: String(m.id), label: m.name })) : [];
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Certificate"
        value={certificateId ? String(certificateId) : ''}
        disabled={!certificates.data}
        onChange={(e) => void navigate(e.target.value ? paths.admin.analyticsCertificate(Number(e.target.value)) : paths.admin.analytics())}
        options={[{ value: '', label: certificates.isPending ? 'Loading certificates…' : 'Choose a certificate' }, ...(certificates.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
      />
      <SelectField
        label="Module"
        value={moduleId ? String(moduleId) : ''}
        disabled={!certificateId || !modules.data}
        onChange={(e) => certificateId && void navigate(e.target.value ? paths.admin.analyticsModule(certificateId, Number(e.target.value)) : paths.admin.analyticsCertificate(certificateId))}
        options={[{ value: '', label: !certificateId ? 'Choose a certificate first' : modules.isPending ? 'Loading modules…' : 'Choose a module' }, ...moduleOptions]}
      />
      {certificates.isError && <ListError title="Could not load the certificates" error={certificates.error} onRetry={() => void certificates.refetch()} />}
      {certificateId !== undefined && modules.isError && <ListError title="Could not load the modules" error={modules.error} onRetry={() => void modules.refetch()} />}
    </div>
  );
}

function QuestionLink({ row, certificateId, moduleId, max = 120 }: { row: QuestionStats; certificateId: number; moduleId: number; max?: number }) {
  return (
    <Link to={paths.admin.analyticsQuestion(certificateId, moduleId, row.questionId)} className="font-medium text-primary underline-offset-4 hover:underline">
      <Markdown inline>{truncate(row.text, max)}</Markdown>
    </Link>
  );
}

function StatsTable({ rows, caption, sort, onSort, keys, certificateId, moduleId }: TableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-surface-2">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={active ? sort.direction : 'none'} className="px-2 py-1 align-bottom font-semibold first:pl-3">
                  <button type="button" onClick={() => onSort(column.key)} className="inline-flex min-h-11 items-center gap-1 rounded text-left hover:text-primary">
                    {column.label}
                    <SortIcon active={active} direction={sort.direction} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-2 py-1 pr-3 align-bottom font-semibold">
              Answer shares
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.questionId} className="border-b border-border align-top last:border-0">
              <td className="min-w-56 py-3 pr-2 pl-3">
                <QuestionLink row={row} certificateId={certificateId} moduleId={moduleId} />
              </td>
              <td className="px-2 py-3 tabular-nums">{row.attempts}</td>
              <td className="px-2 py-3 tabular-nums">{percent(row.facility)}</td>
              <td className="px-2 py-3 tabular-nums">{figure(row.discrimination)}</td>
              <td className="px-2 py-3 tabular-nums">{row.openReports}</td>
              <td className="px-2 py-3">
                <NeedsCheckBadge row={row} />
              </td>
              <td className="py-3 pr-3 pl-2">
                <OptionShares row={row} correctAnswer={keys.get(row.questionId)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface TableProps {
  rows: QuestionStats[];
  caption: string;
  sort: Sort;
  onSort: (key: SortKey) => void;
  keys: Map<number, string>;
  certificateId: number;
  moduleId: number;
}

function StatsCards({ rows, caption, keys, certificateId, moduleId }: TableProps) {
  return (
    <ul aria-label={caption} className="space-y-3">
      {rows.map((row) => (
        <li key={row.questionId}>
          <Card className="space-y-3">
            {/* Both are inline: each on a line of its own, the question as the card's heading. */}
            <h3 className="text-base">
              <QuestionLink row={row} certificateId={certificateId} moduleId={moduleId} max={100} />
            </h3>
            <div>
              <NeedsCheckBadge row={row} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Answers</dt>
              <dd className="tabular-nums">{row.attempts}</dd>
              <dt className="text-muted">Facility</dt>
              <dd className="tabular-nums">{percent(row.facility)}</dd>
              <dt className="text-muted">Discrimination</dt>
              <dd className="tabular-nums">{figure(row.discrimination)}</dd>
              <dt className="text-muted">Open reports</dt>
              <dd className="tabular-nums">{row.openReports}</dd>
            </dl>
            <OptionShares row={row} correctAnswer={keys.get(row.questionId)} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function SortPicker({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const value = `${sort.key}:${sort.direction}`;
  return (
    <div className="mb-4">
      <SelectField
        label="Sort by"
        value={value}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':') as [SortKey, Sort['direction']];
          onChange({ key, direction });
        }}
        options={[
          { value: 'needsCheck:descending', label: 'Needs checking first' },
          { value: 'facility:ascending', label: 'Hardest first (facility)' },
          { value: 'discrimination:ascending', label: 'Lowest discrimination first' },
          { value: 'openReports:descending', label: 'Most open reports first' },
          { value: 'attempts:descending', label: 'Most answers first' },
          { value: 'text:ascending', label: 'Question text A–Z' },
        ]}
      />
    </div>
  );
}

function ModuleStats({ certificateId, moduleId }: { certificateId: number; moduleId: number }) {
  const stats = useModuleStats(moduleId);
  const questions = useAdminQuestions(moduleId);
  const isMobile = useIsMobile();
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const keys = useMemo(() => new Map((questions.data ?? []).map((q: Question) => [q.id, q.correctAnswer])), [questions.data]);

  if (stats.isPending) return <ListSkeleton label="Loading question statistics" />;
  if (stats.isError) return <ListError title="Could not load the statistics" error={stats.error} onRetry={() => void stats.refetch()} />;
  if (stats.data.length === 0)
    return <EmptyState icon={<BarChart3 className="size-6" />} title="No questions in this module" description="Statistics appear once the module has questions and learners answer them." />;

  const enough = sortRows(stats.data.filter(enoughAnswers), sort);
  const few = sortRows(
    stats.data.filter((row) => !enoughAnswers(row)),
    sort,
  );
  const onSort = (key: SortKey) =>
    setSort((current) =>
      current.key === key ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: key === 'needsCheck' || key === 'openReports' ? 'descending' : 'ascending' },
    );
  const View = isMobile ? StatsCards : StatsTable;
  const common = { sort, onSort, keys, certificateId, moduleId };
  const flagged = enough.filter((row) => row.needsCheck).length;

  return (
    <div className="space-y-8">
      <p className="text-sm text-muted">
        {plural(stats.data.length, 'question')} · {flagged === 0 ? 'none flagged' : `${flagged} flagged for checking`}. Figures come from each learner’s first answer; facility is the share right, discrimination
        how well the question separates learners who know the module from those who do not.
      </p>
      {isMobile && <SortPicker sort={sort} onChange={setSort} />}
      <section aria-labelledby="stats-enough">
        <h2 id="stats-enough" className="mb-3 text-lg font-semibold">
          Questions with enough answers ({enough.length})
        </h2>
        {enough.length === 0 ? (
          <p className="text-sm text-muted">No question has {MIN_STATS_ATTEMPTS} answers yet, so none can be judged. The counts below show how far each one is.</p>
        ) : (
          <View rows={enough} caption="Questions with enough answers" {...common} />
        )}
      </section>
      {few.length > 0 && (
        <section aria-labelledby="stats-few">
          <h2 id="stats-few" className="mb-1 text-lg font-semibold">
            Not enough answers yet ({few.length})
          </h2>
          <p className="mb-3 text-sm text-muted">A question needs {MIN_STATS_ATTEMPTS} learners’ first answers before it can be judged.</p>
          <View rows={few} caption="Questions without enough answers yet" {...common} />
        </section>
      )}
    </div>
  );
}

export function AnalyticsView({ certificateId, moduleId }: { certificateId?: number; moduleId?: number }) {
  useDocumentTitle('Analytics');
  return (
    <div className="mx-auto w-full max-w-6xl p-4 md:p-8">
      <ViewHeader title="Analytics" meta="Find the questions that need checking: a wrong key, an ambiguous stem, a giveaway." />
      <Pickers certificateId={certificateId} moduleId={moduleId} />
      {certificateId && moduleId ? (
        <ModuleStats key={moduleId} certificateId={certificateId} moduleId={moduleId} />
      ) : (
        <EmptyState
          icon={<BarChart3 className="size-6" />}
          title={certificateId ? 'Choose a module' : 'Choose a certificate and a module'}
          description="The statistics of every question of the module appear here, doubtful ones first."
        />
      )}
    </div>
  );
}
