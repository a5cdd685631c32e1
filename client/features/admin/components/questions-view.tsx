/** The third level of the CMS: the questions of one module, with import and export. */
import { ChevronLeft, ChevronRight, Download, FileQuestion, Plus, Search, SearchX, Upload } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Certificate } from '@common/schemas/certificate';
import type { Module } from '@common/schemas/module';
import { DIFFICULTIES, type Difficulty, type Question, type QuestionType } from '@common/schemas/question';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClasses, SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-media-query';
import { useDeleteQuestion } from '../api/delete-question';
import { useAdminCertificates } from '../api/get-certificates';
import { useAdminModules } from '../api/get-modules';
import { invalidateAdminContent } from '../api/admin-cache';
import { createQuestion } from '../api/create-question';
import { QUESTION_PAGE_SIZE, useAdminQuestionPage } from '../api/get-questions';
import { Markdown } from '@/components/markdown';
import { AdminBreadcrumb } from './admin-breadcrumb';
import { AnswerKey } from './answer-key';
import { paths } from '@/lib/paths';
import { DIFFICULTY_INFO } from '@common/rules/difficulty';
import { DifficultyBadge } from '@/components/difficulty-badge';
import { plural } from '@/lib/plural';
import { ExportDialog } from './export-dialog';
import { ImportDialog } from './import-dialog';
import { EmptyState, ListError, ListSkeleton, ViewSkeleton } from './list-states';
import { questionTotal, truncate } from './text';
import { NotFoundState } from './not-found-state';
import { QuestionDialog } from './question-dialog';
import { useAdminErrorToast, useQueryErrorToast } from './use-admin-error';
import { useEditAndDelete } from './use-edit-and-delete';
import { RowActions } from './row-actions';
import { ViewHeader } from './view-header';

/** docs/product.md §3: question texts in the list are cut at 100 characters on phones and 150 on desktop. */
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

const DIFFICULTY_FILTERS = [{ value: '', label: 'All difficulties' }, ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_INFO[d].label }))];
const TYPE_FILTERS = [
  { value: '', label: 'All types' },
  { value: 'single', label: 'Single answer' },
  { value: 'multiple', label: 'Multiple answers' },
];
/** How long the search waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How long the Undo of a deletion is offered. */
export const UNDO_MS = 8000;

const isDifficulty = (v: string | null): v is Difficulty => v !== null && (DIFFICULTIES as readonly string[]).includes(v);
const isType = (v: string | null): v is QuestionType => v === 'single' || v === 'multiple';

/** The list's search, filters and page live in the URL (?q=&difficulty=&type=&page=), so back and forward restore them. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const difficulty = isDifficulty(params.get('difficulty')) ? (params.get('difficulty') as Difficulty) : null;
  const type = isType(params.get('type')) ? (params.get('type') as QuestionType) : null;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  /** Sets some of them; any change but the page's goes back to page 1. */
  const update = (changes: { q?: string; difficulty?: string; type?: string; page?: number }, replace = false) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (changes.page === undefined) next.delete('page');
        return next;
      },
      { replace },
    );
  };
  return { query, difficulty, type, page, update };
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of questions" className="flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous<span className="sr-only"> page</span>
      </Button>
      <span className="text-sm text-muted">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next<span className="sr-only"> page</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </nav>
  );
}

/**
 * The search box keeps what is typed to itself (so a key press re-renders the box, not the list) and hands
 * it on once typing pauses. It follows the URL when Back or Forward changes the search.
 */
function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string, replace: boolean) => void }) {
  const [search, setSearch] = useState(query);
  // A new query from the URL replaces what is typed, unless it is what was typed (adjusted during render).
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setSearch((typed) => (typed.trim() === query ? typed : query));
  }
  const searchLater = useEffectEvent(onSearch);
  useEffect(() => {
    const wanted = search.trim();
    if (wanted === query) return;
    // Refining a search replaces its history entry; starting or clearing one adds an entry.
    const timer = setTimeout(() => searchLater(wanted, query !== '' && wanted !== ''), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, query]);
  return (
    <div className="space-y-1.5">
      <label htmlFor="question-search" className="block text-sm font-medium">
        Search questions
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <input id="question-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Words in the question text" autoComplete="off" className={cn(inputClasses, 'pl-10')} />
      </div>
    </div>
  );
}

function QuestionsList({ certificate, module }: { certificate: Certificate; module: Module }) {
  const isMobile = useIsMobile();
  const { query, difficulty, type, page, update } = useListParams();
  const questions = useAdminQuestionPage({ moduleId: module.id, query, difficulty, type, page });
  useQueryErrorToast(questions.error, 'Failed to fetch questions');
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const showError = useAdminErrorToast();
  // Undo: the DELETE goes at once and Undo creates the question again with the same content. Deferring the
  // DELETE until the toast expired would lose the deletion the admin asked for when the tab closes first; this
  // way closing the tab keeps what the admin last chose. The restored question gets a new id: learners' past
  // results stay with the deleted one, as with any deletion.
  const onDeleted = (deleted: Question) => {
    const { id: _id, ...content } = deleted;
    toast({
      title: 'Question deleted successfully',
      // Plain text: a toast shows no Markdown.
      description: truncate(deleted.text.replace(/[*_`#>]+/g, ''), 80),
      variant: 'success',
      duration: UNDO_MS,
      action: {
        label: 'Undo',
        altText: 'Undo the deletion: create the question again from New question',
        // A plain call rather than a mutation hook: Undo still works after the admin has left this list.
        onClick: () =>
          void createQuestion(content).then(
            async () => {
              toast({ title: 'Question restored', variant: 'success' });
              await invalidateAdminContent(queryClient);
            },
            (error: Error) => showError('Failed to restore question', error),
          ),
      },
    });
  };
  const { editorOpen, editing, startNew, edit, onEditorOpenChange, confirm, deleting, askDelete } = useEditAndDelete<Question>(useDeleteQuestion(), 'question', onDeleted);
  const total = questionTotal(module);
  const filtered = query !== '' || difficulty !== null || type !== null;
  const data = questions.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / QUESTION_PAGE_SIZE)) : 1;
  // A page past the end (the last question of the last page deleted, or an old link) goes to the last page.
  useEffect(() => {
    if (data && !questions.isPlaceholderData && page > pages) update({ page: pages }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is rebuilt each render
  }, [data, page, pages, questions.isPlaceholderData]);

  if (questions.error instanceof ApiError && questions.error.status === 404) {
    return <NotFoundState what="Module" backTo={paths.admin.modules(certificate.id)} backLabel="Back to modules" />;
  }

  const first = (page - 1) * QUESTION_PAGE_SIZE;
  const clearFilters = () => update({ q: '', difficulty: '', type: '' });

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
      {(total > 0 || filtered) && (
        <search className="mb-4 grid gap-3 md:grid-cols-[1fr_auto_auto] md:items-end" aria-label="Find questions">
          <SearchBox query={query} onSearch={(q, replace) => update({ q }, replace)} />
          <div className="grid grid-cols-2 gap-3 md:contents">
            <SelectField label="Difficulty" value={difficulty ?? ''} onChange={(e) => update({ difficulty: e.target.value })} options={DIFFICULTY_FILTERS} />
            <SelectField label="Type" value={type ?? ''} onChange={(e) => update({ type: e.target.value })} options={TYPE_FILTERS} />
          </div>
        </search>
      )}
      {questions.isPending ? (
        <ListSkeleton label="Loading questions" />
      ) : questions.isError ? (
        <ListError title="Could not load the questions" error={questions.error} onRetry={() => void questions.refetch()} />
      ) : data!.total === 0 && !filtered ? (
        <EmptyState
          icon={<FileQuestion className="size-6" />}
          title="No questions yet"
          description="Write a question, or import a file of questions in Aiken, GIFT, CSV or JSON. Until then learners see this module as Coming Soon."
        >
          <Button onClick={startNew}>
            <Plus aria-hidden="true" className="size-5" />
            Write a question
          </Button>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-4" />
            Import questions
          </Button>
        </EmptyState>
      ) : data!.total === 0 ? (
        <EmptyState icon={<SearchX className="size-6" />} title="No questions match" description="No question of this module matches the search and filters. Try other words, or clear the filters.">
          <Button variant="secondary" onClick={clearFilters}>
            Clear search and filters
          </Button>
        </EmptyState>
      ) : (
        <div className="space-y-4" aria-busy={questions.isPlaceholderData || undefined}>
          <p role="status" className="text-sm text-muted">
            {data!.questions.length > 0
              ? `Showing ${(first + 1).toLocaleString('en-GB')}–${(first + data!.questions.length).toLocaleString('en-GB')} of ${plural(data!.total, filtered ? 'matching question' : 'question')}`
              : ''}
          </p>
          <ol className={cn('space-y-3', questions.isPlaceholderData && 'opacity-60')} aria-label="Question list" start={first + 1}>
            {data!.questions.map((question, index) => (
              <QuestionRow
                key={question.id}
                question={question}
                index={first + index}
                maxLength={isMobile ? TRUNCATE_MOBILE : TRUNCATE_DESKTOP}
                onEdit={() => edit(question)}
                onDelete={() => askDelete(question)}
              />
            ))}
          </ol>
          <Pagination page={Math.min(page, pages)} pages={pages} onPage={(p) => update({ page: p })} />
        </div>
      )}

      <QuestionDialog open={editorOpen} moduleId={module.id} question={editing} onOpenChange={onEditorOpenChange} />
      <ImportDialog open={importing} onOpenChange={setImporting} moduleId={module.id} moduleName={module.name} />
      <ExportDialog open={exporting} onOpenChange={setExporting} moduleId={module.id} moduleName={module.name} questionCount={total} />
      <ConfirmDialog {...confirm} title="Delete question?" description={deleting ? questionDeleteText(deleting) : ''} destructive />
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
        crumbs={[{ label: 'Certificates', to: paths.admin.certificates() }, { label: certificate?.name ?? 'Certificate', to: paths.admin.modules(certificateId) }, { label: module?.name ?? 'Module' }]}
        backTo={paths.admin.modules(certificateId)}
      />
      {certificates.isPending || (modules.isPending && !failed) ? (
        <ViewSkeleton label="Loading questions" />
      ) : (failed instanceof ApiError && failed.status === 404) || (certificates.data && !certificate) ? (
        <NotFoundState what="Certificate" backTo={paths.admin.certificates()} backLabel="Back to certificates" />
      ) : failed ? (
        <ListError title="Could not load the module" error={failed} onRetry={retry} />
      ) : !certificate || !module ? (
        <NotFoundState what="Module" backTo={paths.admin.modules(certificateId)} backLabel="Back to modules" />
      ) : (
        <QuestionsList certificate={certificate} module={module} />
      )}
    </div>
  );
}
