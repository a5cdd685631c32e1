/** Reports: learners' reports of a wrong or unclear question, grouped by question, with the question beside them to check, edit, and close. */
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Flag, MessageSquare, Pencil, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { NOTE_MAX } from '@common/schemas/report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminQuestions } from '../api/get-questions';
import { useAdminReports, useUpdateReport, updateReport, type ReportStatus } from '../api/reports';
import { paths } from '@/lib/paths';
import { REPORT_REASON_TEXT } from '@/features/reports';
import { adminKeys } from '../api/keys';
import { EmptyState, ListError, ListSkeleton } from './list-states';
import { QuestionDialog } from './question-dialog';
import { QuestionSummary } from './question-summary';
import { groupReports, type ReportGroup } from './report-groups';
import { plural } from '@/lib/plural';
import { truncate } from './text';
import { useAdminErrorToast } from './use-admin-error';
import { ViewHeader } from './view-header';

const TABS: { status: ReportStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'resolved', label: 'Resolved' },
  { status: 'dismissed', label: 'Dismissed' },
];

const EMPTY: Record<ReportStatus, { title: string; description: string }> = {
  open: { title: 'No open reports — the bank is in good shape', description: 'When a learner reports a wrong or unclear question, it shows up here with the question beside it.' },
  resolved: { title: 'No resolved reports yet', description: 'Reports you resolve after fixing a question are kept here.' },
  dismissed: { title: 'No dismissed reports', description: 'Reports you dismiss because the question was right are kept here.' },
};

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

function StatusTabs({ status }: { status: ReportStatus }) {
  return (
    <nav aria-label="Report status" className="mb-6">
      <ul className="flex gap-1 overflow-x-auto border-b border-border">
        {TABS.map((tab) => (
          <li key={tab.status}>
            <Link
              to={paths.admin.reports(tab.status)}
              aria-current={tab.status === status ? 'page' : undefined}
              className={cn('-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-medium', tab.status === status ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg')}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Closing = { group: ReportGroup; status: 'resolved' | 'dismissed' };

/** Resolves or dismisses every open report of a question, with one optional note. */
function CloseReportsDialog({ closing, onOpenChange }: { closing: Closing | null; onOpenChange: (open: boolean) => void }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const update = useUpdateReport();
  const queryClient = useQueryClient();
  const showError = useAdminErrorToast();
  const resolving = closing?.status === 'resolved';
  const count = closing?.group.reports.length ?? 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!closing) return;
    const trimmed = note.trim();
    if (trimmed.length > NOTE_MAX) {
      setError(`The note must be at most ${NOTE_MAX} characters`);
      return;
    }
    setError(null);
    setPending(true);
    try {
      // All but the last go straight to the API; the last goes through the mutation, which refreshes the lists.
      const [last, ...rest] = [...closing.group.reports].reverse();
      for (const report of rest.reverse()) await updateReport({ id: report.id, body: { status: closing.status, ...(trimmed ? { note: trimmed } : {}) } });
      await update.mutateAsync({ id: last!.id, body: { status: closing.status, ...(trimmed ? { note: trimmed } : {}) } });
      toast({
        title: resolving ? 'Report resolved' : 'Report dismissed',
        description: `${plural(count, 'report')} of this question ${count === 1 ? 'is' : 'are'} now ${closing.status}.`,
        variant: 'success',
      });
      setNote('');
      onOpenChange(false);
    } catch (e) {
      setError((e as Error).message);
      showError(resolving ? 'Could not resolve the report' : 'Could not dismiss the report', e as Error);
      void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={closing !== null}
      onOpenChange={(open) => {
        if (!open) {
          setNote('');
          setError(null);
        }
        onOpenChange(open);
      }}
      title={resolving ? 'Resolve report' : 'Dismiss report'}
      description={
        resolving
          ? `Mark ${count === 1 ? 'the report' : `all ${count} reports`} of this question as fixed.`
          : `Close ${count === 1 ? 'the report' : `all ${count} reports`} of this question without changing it.`
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <TextAreaField label="Note (optional)" hint="For the record: what you changed, or why the question stands." value={note} onChange={(e) => setNote(e.target.value)} rows={3} maxLength={NOTE_MAX} />
        {error && (
          <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : resolving ? 'Resolve' : 'Dismiss'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The full question (options and key) comes from the module's question list. */
function ReportedQuestion({ group, onEdit }: { group: ReportGroup; onEdit?: () => void }) {
  const questions = useAdminQuestions(group.moduleId);
  const question = questions.data?.find((q) => q.id === group.questionId);
  if (questions.isPending) return <ListSkeleton rows={1} />;
  if (questions.isError) return <ListError title="Could not load the question" error={questions.error} onRetry={() => void questions.refetch()} />;
  if (!question) return <p className="text-muted">This question has been deleted.</p>;
  return (
    <div className="space-y-3">
      <QuestionSummary question={question} />
      {onEdit && (
        <Button variant="secondary" onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit question
        </Button>
      )}
    </div>
  );
}

function ReportGroupCard({ group, status, onClose }: { group: ReportGroup; status: ReportStatus; onClose: (status: 'resolved' | 'dismissed') => void }) {
  const [editing, setEditing] = useState(false);
  const questions = useAdminQuestions(group.moduleId);
  const question = questions.data?.find((q) => q.id === group.questionId) ?? null;
  const queryClient = useQueryClient();
  const count = group.reports.length;
  const headingId = `report-group-${group.questionId}`;
  return (
    <li>
      <Card aria-labelledby={headingId} role="region" className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={status === 'open' ? 'danger' : 'neutral'}>
            <Flag aria-hidden="true" className="size-3.5" />
            {plural(count, status === 'open' ? 'open report' : 'report')}
          </Badge>
          <span className="text-sm text-muted">{group.moduleName}</span>
        </div>
        <h2 id={headingId} className="sr-only">
          Reports of “{truncate(group.questionText, 80)}”
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold text-muted">What learners said</h3>
            <ul className="space-y-2">
              {group.reports.map((report) => (
                <li key={report.id} className="rounded-lg border border-border p-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <p className="font-semibold">{REPORT_REASON_TEXT[report.reason].label}</p>
                    <p className="text-xs text-muted">{formatDate(report.createdAt)}</p>
                  </div>
                  {report.comment ? (
                    <p className="mt-1 flex gap-2 text-sm break-words">
                      <MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                      <span className="min-w-0">{report.comment}</span>
                    </p>
                  ) : (
                    <p className="mt-1 text-sm text-muted">No comment</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="min-w-0">
            <h3 className="mb-2 text-sm font-semibold text-muted">The question</h3>
            <ReportedQuestion group={group} onEdit={question ? () => setEditing(true) : undefined} />
          </div>
        </div>
        {status === 'open' && (
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onClose('dismissed')}>
              <XCircle aria-hidden="true" className="size-4" />
              Dismiss
            </Button>
            <Button onClick={() => onClose('resolved')}>
              <CircleCheck aria-hidden="true" className="size-4" />
              Resolve
            </Button>
          </div>
        )}
      </Card>
      {question && (
        <QuestionDialog
          open={editing}
          moduleId={group.moduleId}
          question={question}
          onOpenChange={(open) => {
            setEditing(open);
            // The report list shows the question's text.
            if (!open) void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
          }}
        />
      )}
    </li>
  );
}

export function ReportsView({ status }: { status: ReportStatus }) {
  useDocumentTitle('Reports');
  const reports = useAdminReports(status);
  const [closing, setClosing] = useState<Closing | null>(null);
  const groups = reports.data && !reports.isPlaceholderData ? groupReports(reports.data) : null;
  const openCount = status === 'open' && reports.data && !reports.isPlaceholderData ? reports.data.length : null;

  return (
    <div className="mx-auto w-full max-w-6xl p-4 md:p-8">
      <ViewHeader title="Reports" meta={openCount === null ? 'Questions learners flagged as wrong or unclear.' : `${plural(openCount, 'open report')} on ${plural(groups?.length ?? 0, 'question')}.`} />
      <StatusTabs status={status} />
      {reports.isError ? (
        <ListError title="Could not load the reports" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : !groups ? (
        <ListSkeleton label="Loading reports" />
      ) : groups.length === 0 ? (
        <EmptyState icon={<CircleCheck className="size-6" />} title={EMPTY[status].title} description={EMPTY[status].description} />
      ) : (
        <ul aria-label={`${TABS.find((t) => t.status === status)!.label} reports`} className="space-y-4">
          {groups.map((group) => (
            <ReportGroupCard key={group.questionId} group={group} status={status} onClose={(next) => setClosing({ group, status: next })} />
          ))}
        </ul>
      )}
      <CloseReportsDialog closing={closing} onOpenChange={(open) => !open && setClosing(null)} />
    </div>
  );
}
