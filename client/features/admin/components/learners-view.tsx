/** Learners: find an account (debounced search, pages of 25) and import accounts from a CSV file. */
import { ChevronLeft, ChevronRight, Search, Upload, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LEARNER_PAGE_SIZE, useLearners } from '../api/learners';
import type { LearnerRow } from '@common/schemas/learner-admin';
import { paths } from '@/lib/paths';
import { ImportLearnersDialog } from './import-learners-dialog';
import { EmptyState, ListError, ListSkeleton } from './list-states';
import { formatDate } from './reports-view';
import { plural } from '@/lib/plural';
import { ViewHeader } from './view-header';

export const SEARCH_DEBOUNCE_MS = 300;

export function learnerName(learner: Pick<LearnerRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${learner.firstName} ${learner.lastName}`.trim() || learner.email;
}

export function LearnerStatusBadges({ learner }: { learner: LearnerRow }) {
  return (
    <>
      {learner.disabled && <Badge tone="danger">Disabled</Badge>}
      {!learner.passwordSet && <Badge tone="warning">No password yet</Badge>}
    </>
  );
}

function LearnerItem({ learner }: { learner: LearnerRow }) {
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Link to={paths.admin.learner(learner.id)} className="font-semibold text-primary underline-offset-4 hover:underline">
            {learnerName(learner)}
          </Link>
          <p className="truncate text-sm text-muted">{learner.email}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            <LearnerStatusBadges learner={learner} />
          </div>
        </div>
        <dl className="grid shrink-0 grid-cols-[auto_auto] gap-x-3 text-sm sm:text-right">
          <dt className="text-muted">Quizzes</dt>
          <dd className="tabular-nums">{learner.attempts}</dd>
          <dt className="text-muted">Last active</dt>
          <dd>{learner.lastActiveAt ? formatDate(learner.lastActiveAt) : 'Never'}</dd>
        </dl>
      </Card>
    </li>
  );
}

export function LearnersView() {
  useDocumentTitle('Learners');
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(query);
  const [importing, setImporting] = useState(false);
  const learners = useLearners(query, page);

  // The search runs once typing pauses, and a new search starts on page 1.
  useEffect(() => {
    if (typed.trim() === query) return undefined;
    const timer = setTimeout(() => {
      setParams(typed.trim() ? { query: typed.trim() } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, query, setParams]);

  const total = learners.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEARNER_PAGE_SIZE));
  const goTo = (next: number) => setParams({ ...(query ? { query } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <ViewHeader
        title="Learners"
        meta={learners.data ? (query ? `${plural(total, 'learner')} match “${query}”` : `${plural(total, 'learner')}, newest first`) : 'Accounts of the people who study here.'}
        actions={
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" className="size-5" />
            Import learners
          </Button>
        }
      />
      <form role="search" onSubmit={(e) => e.preventDefault()} className="relative mb-6">
        <TextField label="Search learners" type="search" placeholder="Name or email" value={typed} onChange={(e) => setTyped(e.target.value)} className="pl-10" autoComplete="off" />
        <Search aria-hidden="true" className="pointer-events-none absolute bottom-3 left-3 size-5 text-muted" />
      </form>
      {learners.isError ? (
        <ListError title="Could not load the learners" error={learners.error} onRetry={() => void learners.refetch()} />
      ) : !learners.data ? (
        <ListSkeleton label="Loading learners" />
      ) : learners.data.users.length === 0 ? (
        <EmptyState
          icon={<Users className="size-6" />}
          title={query ? 'No learner matches' : 'No learners yet'}
          description={query ? `Nobody’s name or email contains “${query}”. Check the spelling or search for part of it.` : 'Learners appear here once they create an account, or when you import them.'}
        />
      ) : (
        <>
          <ul aria-label="Learner list" aria-busy={learners.isPlaceholderData} className="space-y-3">
            {learners.data.users.map((learner) => (
              <LearnerItem key={learner.id} learner={learner} />
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                <ChevronLeft aria-hidden="true" className="size-5" />
                Previous
              </Button>
              <p className="text-sm text-muted" aria-live="polite">
                Page {page} of {pages}
              </p>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Next
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </nav>
          )}
        </>
      )}
      <ImportLearnersDialog open={importing} onOpenChange={setImporting} />
    </div>
  );
}
