/** One question's statistics (GET /api/admin/questions/:id/stats) beside the question itself, with Edit. */
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminCertificates } from '../api/get-certificates';
import { useAdminModules } from '../api/get-modules';
import { useAdminQuestions } from '../api/get-questions';
import { useQuestionStats } from '../api/stats';
import { AdminBreadcrumb } from './admin-breadcrumb';
import { paths } from '@/lib/paths';
import { EmptyState, ListError, ViewSkeleton } from './list-states';
import { QuestionDialog } from './question-dialog';
import { figure, NeedsCheckBadge, OptionShares, percent } from './question-stats-parts';
import { QuestionSummary } from './question-summary';
import { ViewHeader } from './view-header';
import { SearchX } from 'lucide-react';

export function QuestionStatsView({ certificateId, moduleId, questionId }: { certificateId: number; moduleId: number; questionId: number }) {
  useDocumentTitle('Question statistics');
  const stats = useQuestionStats(questionId);
  const questions = useAdminQuestions(moduleId);
  const certificate = useAdminCertificates().data?.find((c) => c.id === certificateId);
  const module = useAdminModules(certificateId).data?.find((m) => m.id === moduleId);
  const question = questions.data?.find((q) => q.id === questionId);
  const [editing, setEditing] = useState(false);
  const backTo = paths.admin.analyticsModule(certificateId, moduleId);

  const crumbs = [
    { label: 'Analytics', to: paths.admin.analytics() },
    { label: certificate?.name ?? 'Certificate', to: paths.admin.analyticsCertificate(certificateId) },
    { label: module?.name ?? 'Module', to: backTo },
    { label: 'Question' },
  ];

  let body;
  if (stats.isPending) body = <ViewSkeleton label="Loading the question's statistics" />;
  else if (stats.isError && stats.error instanceof ApiError && stats.error.status === 404)
    body = <EmptyState icon={<SearchX className="size-6" />} title="Question not found" description="This question does not exist any more, or the address is wrong." />;
  else if (stats.isError) body = <ListError title="Could not load the statistics" error={stats.error} onRetry={() => void stats.refetch()} />;
  else {
    const row = stats.data;
    body = (
      <>
        <ViewHeader
          eyebrow={module?.name}
          title="Question statistics"
          meta={row.attempts === 1 ? '1 learner’s first answer' : `${row.attempts.toLocaleString('en-GB')} learners’ first answers`}
          actions={
            question && (
              <Button onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit question
              </Button>
            )
          }
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <h2 className="mb-3 text-lg font-semibold">The question</h2>
            {question ? (
              <QuestionSummary question={question} />
            ) : questions.isError ? (
              <ListError title="Could not load the question" error={questions.error} onRetry={() => void questions.refetch()} />
            ) : (
              <p className="text-muted">{questions.isPending ? 'Loading the question…' : 'This question is not in this module.'}</p>
            )}
          </Card>
          <Card className="space-y-4">
            <h2 className="text-lg font-semibold">How it performs</h2>
            <NeedsCheckBadge row={row} />
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
              <dt className="text-muted">Answers</dt>
              <dd className="font-semibold tabular-nums">{row.attempts}</dd>
              <dt className="text-muted">Facility (share right)</dt>
              <dd className="font-semibold tabular-nums">{percent(row.facility)}</dd>
              <dt className="text-muted">Discrimination</dt>
              <dd className="font-semibold tabular-nums">{figure(row.discrimination)}</dd>
              <dt className="text-muted">Open reports</dt>
              <dd className="font-semibold tabular-nums">{row.openReports}</dd>
            </dl>
            <div>
              <h3 className="mb-2 font-semibold">Answer shares</h3>
              <OptionShares row={row} correctAnswer={question?.correctAnswer} />
            </div>
          </Card>
        </div>
        {question && <QuestionDialog open={editing} moduleId={moduleId} question={question} onOpenChange={setEditing} />}
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl p-4 md:p-8">
      <AdminBreadcrumb crumbs={crumbs} backTo={backTo} />
      {body}
    </div>
  );
}
