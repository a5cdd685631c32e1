/** The third level of the CMS: the questions of one module, with import and export. */
import { Download, FileQuestion, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import type { Certificate } from '../../../../common/schemas/certificate';
import type { Module } from '../../../../common/schemas/module';
import { DIFFICULTIES, type Question } from '../../../../common/schemas/question';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsMobile } from '../../../lib/use-media-query';
import { useDeleteQuestion } from '../api/delete-question';
import { useAdminCertificates } from '../api/get-certificates';
import { useAdminModules } from '../api/get-modules';
import { useAdminQuestions } from '../api/get-questions';
import { Markdown } from '../../../components/markdown';
import { AdminBreadcrumb } from './admin-breadcrumb';
import { AnswerKey } from './answer-key';
import { adminPaths } from './admin-paths';
import { DifficultyBadge } from './difficulty-badge';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { EmptyState, ListError, ListSkeleton, ViewSkeleton } from './list-states';
import { plural, questionTotal, truncate } from './text';
import { NotFoundState } from './not-found-state';
import { QuestionDialog } from './question-dialog';
import { useQueryErrorToast } from './use-admin-error';
import { useEditAndDelete } from './use-edit-and-delete';
import { RowActions } from './row-actions';
import { ViewHeader } from './view-header';

/** SPEC §2: question texts in the list are cut at 100 characters on phones and 150 on desktop. */
export const TRUNCATE_MOBILE = 100;
export const TRUNCATE_DESKTOP = 150;

export function questionDeleteText(question: Question): string {
  return `This deletes the question "${truncate(question.text, TRUNCATE_MOBILE)}". Learners keep their past results.`;
}

function QuestionRow({ question, index, maxLength, onEdit, onDelete }: { question: Question; index: number; maxLength: number; onEdit: () => void; onDelete: () => void }) {
  return (
    <li>
      <Card className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex gap-1.5">
            <span className="font-semibold text-muted">{index + 1}.</span>
            <Markdown className="min-w-0 flex-1">{truncate(question.text, maxLength)}</Markdown>
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
            <DifficultyBadge difficulty={question.difficulty} />
            <AnswerKey type={question.type} correctAnswer={question.correctAnswer} />
          </div>
        </div>
        <RowActions className="flex shrink-0 gap-2" name={`question ${index + 1}`} onEdit={onEdit} onDelete={onDelete} />
      </Card>
    </li>
  );
}

function QuestionsList({ certificate, module }: { certificate: Certificate; module: Module }) {
  const isMobile = useIsMobile();
  const questions = useAdminQuestions(module.id);
  useQueryErrorToast(questions.error, 'Failed to fetch questions');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { editorOpen, editing, startNew, edit, onEditorOpenChange, confirm, deleting, askDelete } = useEditAndDelete<Question>(useDeleteQuestion(), 'question');
  const total = questionTotal(module);


  if (questions.error instanceof ApiError && questions.error.status === 404) {
    return <NotFoundState what="Module" backTo={adminPaths.modules(certificate.id)} backLabel="Back to modules" />;
  }

  return (
    <>
      <ViewHeader
        eyebrow="Module"
        title={module.name}
        meta={
          <div className="flex flex-wrap items-center gap-2">
            <span>{plural(total, 'question')}</span>
            {total > 0 && DIFFICULTIES.map((d) => <DifficultyBadge key={d} difficulty={d} count={module.questionCounts[d]} />)}
          </div>
        }
        actions={
          <div className="grid w-full grid-cols-2 gap-2 md:flex md:w-auto">
            <Button onClick={startNew} className="col-span-2">
              <Plus aria-hidden="true" className="size-5" />
              New question
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-4" />
              Import
            </Button>
            <Button variant="secondary" onClick={() => setExporting(true)} disabled={total === 0} title={total === 0 ? 'There are no questions to export yet' : undefined}>
              <Download aria-hidden="true" className="size-4" />
              Export
            </Button>
          </div>
        }
      />
      {questions.isPending ? (
        <ListSkeleton label="Loading questions" />
      ) : questions.isError ? (
        <ListError title="Could not load the questions" error={questions.error} onRetry={() => void questions.refetch()} />
      ) : questions.data.length === 0 ? (
        <EmptyState icon={<FileQuestion className="size-6" />} title="No questions yet" description="Write a question, or import a file of questions in Aiken, GIFT, CSV or JSON. Until then learners see this module as Coming Soon.">
          <Button onClick={startNew}>
            <Plus aria-hidden="true" className="size-5" />
            Write a question
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-4" />
            Import questions
          </Button>
        </EmptyState>
      ) : (
        <ol className="space-y-3" aria-label="Question list">
          {questions.data.map((question, index) => (
            <QuestionRow
              key={question.id}
              question={question}
              index={index}
              maxLength={isMobile ? TRUNCATE_MOBILE : TRUNCATE_DESKTOP}
              onEdit={() => edit(question)}
              onDelete={() => askDelete(question)}
            />
          ))}
        </ol>
      )}

      <QuestionDialog open={editorOpen} moduleId={module.id} question={editing} onOpenChange={onEditorOpenChange} />
      <ImportDialog open={importing} onOpenChange={setImporting} moduleId={module.id} moduleName={module.name} />
      <ExportDialog open={exporting} onOpenChange={setExporting} moduleId={module.id} moduleName={module.name} questionCount={total} />
      <ConfirmDialog
        {...confirm}
        title="Delete question?"
        description={deleting ? questionDeleteText(deleting) : ''}
        destructive
      />
    </>
  );
}

export function QuestionsView({ certificateId, moduleId }: { certificateId: number; moduleId: number }) {
  const certificates = useAdminCertificates();
  const modules = useAdminModules(certificateId);
  useQueryErrorToast(certificates.error, 'Failed to fetch certificates');
  useQueryErrorToast(modules.error, 'Failed to fetch modules');
  const certificate = certificates.data?.find((c) => c.id === certificateId);
  const module = modules.data?.find((m) => m.id === moduleId);
  useDocumentTitle(module ? `${module.name} · Admin` : 'Questions · Admin');

  const failed = certificates.error ?? modules.error;
  const retry = () => {
    if (certificates.isError) void certificates.refetch();
    if (modules.isError) void modules.refetch();
  };

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <AdminBreadcrumb
        crumbs={[
          { label: 'Certificates', to: adminPaths.certificates() },
          { label: certificate?.name ?? 'Certificate', to: adminPaths.modules(certificateId) },
          { label: module?.name ?? 'Module' },
        ]}
        backTo={adminPaths.modules(certificateId)}
      />
      {certificates.isPending || (modules.isPending && !failed) ? (
        <ViewSkeleton label="Loading questions" />
      ) : (failed instanceof ApiError && failed.status === 404) || (certificates.data && !certificate) ? (
        <NotFoundState what="Certificate" backTo={adminPaths.certificates()} backLabel="Back to certificates" />
      ) : failed ? (
        <ListError title="Could not load the module" error={failed} onRetry={retry} />
      ) : !certificate || !module ? (
        <NotFoundState what="Module" backTo={adminPaths.modules(certificateId)} backLabel="Back to modules" />
      ) : (
        <QuestionsList certificate={certificate} module={module} />
      )}
    </div>
  );
}
