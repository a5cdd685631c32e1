/** One learner: profile, progress, and the account actions (disable or enable, reset link, erase). */
import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { Ban, KeyRound, SearchX, Trash2, UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LearnerDetail } from '@common/schemas/learner-admin';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { TextField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEraseLearner, useLearner, useSendResetLink, useSetLearnerDisabled } from '../api/learners';
import { AdminBreadcrumb } from './admin-breadcrumb';
import { paths } from '@/lib/paths';
import { EmptyState, ListError, ViewSkeleton } from './list-states';
import { learnerName, LearnerStatusBadges } from './learners-view';
import { formatDate } from './reports-view';
import { plural } from '@/lib/plural';
import { useAdminErrorToast } from './use-admin-error';
import { ViewHeader } from './view-header';

function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : `${minutes} min`;
}

function Figures({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-surface-2 p-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Erasing asks the admin to type the learner's email, after naming everything that goes. */
function EraseDialog({ learner, open, onOpenChange }: { learner: LearnerDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const erase = useEraseLearner();
  const navigate = useNavigate();
  const showError = useAdminErrorToast();
  const matches = typed.trim().toLowerCase() === learner.email.toLowerCase();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError(`Type ${learner.email} to confirm`);
      return;
    }
    erase.mutate(learner.id, {
      onSuccess: () => {
        toast({ title: 'Learner erased', description: `${learner.email} and everything of theirs is gone.`, variant: 'success' });
        onOpenChange(false);
        void navigate(paths.admin.learners());
      },
      onError: (e) => {
        setError(e.message);
        showError('Could not erase the learner', e);
      },
    });
  };

  return (
    <RadixAlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setTyped('');
          setError(null);
        }
        onOpenChange(next);
      }}
    >
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixAlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-xl">
          <RadixAlertDialog.Title className="text-lg font-semibold">Erase {learnerName(learner)}?</RadixAlertDialog.Title>
          <RadixAlertDialog.Description asChild>
            <div className="mt-2 space-y-2 text-muted">
              <p>This cannot be undone. It erases:</p>
              <ul className="list-disc space-y-0.5 pl-5 text-fg">
                <li>the account {learner.email}</li>
                <li>{plural(learner.attempts, 'graded attempt')}</li>
                <li>their progress, XP and streaks</li>
                <li>their spaced-review schedule and reports</li>
              </ul>
            </div>
          </RadixAlertDialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            <TextField
              label={`Type ${learner.email} to confirm`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(null);
              }}
              error={error ?? undefined}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <RadixAlertDialog.Cancel className={buttonClasses('secondary')}>Cancel</RadixAlertDialog.Cancel>
              <Button type="submit" variant="danger" disabled={!matches || erase.isPending}>
                {erase.isPending ? 'Erasing...' : 'Erase learner'}
              </Button>
            </div>
          </form>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

function LearnerDetails({ learner }: { learner: LearnerDetail }) {
  const setDisabled = useSetLearnerDisabled();
  const resetLink = useSendResetLink();
  const showError = useAdminErrorToast();
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const name = learnerName(learner);
  const p = learner.progress;

  const toggleDisabled = (disabled: boolean) => {
    setActionError(null);
    setDisabled.mutate(
      { id: learner.id, disabled },
      {
        onSuccess: () => {
          setConfirmDisable(false);
          toast({
            title: disabled ? 'Learner disabled' : 'Learner enabled',
            description: disabled ? `${name} is signed out and cannot sign in until you enable the account.` : `${name} can sign in again.`,
            variant: 'success',
          });
        },
        onError: (e) => {
          setConfirmDisable(false);
          setActionError(`${disabled ? 'Could not disable the account' : 'Could not enable the account'}: ${e.message}`);
          showError(disabled ? 'Could not disable the learner' : 'Could not enable the learner', e);
        },
      },
    );
  };
  const sendReset = () => {
    setActionError(null);
    setSentTo(null);
    resetLink.mutate(learner.id, {
      onSuccess: () => {
        setSentTo(learner.email);
        toast({ title: 'Reset link sent', description: `A link to set a new password is on its way to ${learner.email}.`, variant: 'success' });
      },
      onError: (e) => {
        setActionError(`Could not send the reset link: ${e.message}`);
        showError('Could not send the reset link', e);
      },
    });
  };

  return (
    <>
      <ViewHeader
        eyebrow="Learner"
        title={name}
        meta={
          <span className="flex flex-wrap items-center gap-2">
            <span className="break-all">{learner.email}</span>
            <LearnerStatusBadges learner={learner} />
          </span>
        }
      />
      <div className="space-y-4">
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold">Profile</h2>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="text-muted">Joined</dt>
            <dd>{formatDate(learner.createdAt)}</dd>
            <dt className="text-muted">Last active</dt>
            <dd>{learner.lastActiveAt ? formatDate(learner.lastActiveAt) : 'Never'}</dd>
            <dt className="text-muted">Account</dt>
            <dd>{learner.disabled ? 'Disabled: cannot sign in' : learner.passwordSet ? 'Active' : 'Imported: no password set yet'}</dd>
          </dl>
        </Card>
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold">Progress</h2>
          {p.totalQuizzes === 0 ? (
            <p className="text-muted">No quiz finished yet.</p>
          ) : (
            <Figures
              items={[
                ['Quizzes', String(p.totalQuizzes)],
                ['Average score', `${p.averageScore}%`],
                ['Best score', `${p.bestScore}%`],
                ['Right answers', `${p.totalCorrect}/${p.totalQuestions}`],
                ['XP', p.totalXp.toLocaleString('en-GB')],
                ['Current streak', plural(p.currentStreak, 'day')],
                ['Longest streak', plural(p.longestStreak, 'day')],
                ['Time studied', duration(p.totalTimeSpent)],
              ]}
            />
          )}
        </Card>
        <Card className="space-y-4">
          <h2 className="text-lg font-semibold">Account actions</h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {learner.disabled ? (
              <Button variant="secondary" onClick={() => toggleDisabled(false)} disabled={setDisabled.isPending}>
                <UserCheck aria-hidden="true" className="size-4" />
                {setDisabled.isPending ? 'Enabling...' : 'Enable account'}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setConfirmDisable(true)}>
                <Ban aria-hidden="true" className="size-4" />
                Disable account
              </Button>
            )}
            <Button variant="secondary" onClick={sendReset} disabled={resetLink.isPending}>
              <KeyRound aria-hidden="true" className="size-4" />
              {resetLink.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
            <Button variant="danger" onClick={() => setErasing(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Erase learner
            </Button>
          </div>
          <p role="status" className="text-sm font-medium text-success">
            {sentTo && `Reset link sent to ${sentTo}. It works once.`}
          </p>
          {actionError && (
            <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm text-danger">
              {actionError}
            </p>
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={confirmDisable}
        onOpenChange={setConfirmDisable}
        title={`Disable ${name}?`}
        description={`${name} is signed out on every device at once and cannot sign in until you enable the account again. Nothing is deleted.`}
        confirmLabel="Disable account"
        destructive
        pending={setDisabled.isPending}
        onConfirm={() => toggleDisabled(true)}
      />
      <EraseDialog learner={learner} open={erasing} onOpenChange={setErasing} />
    </>
  );
}

export function LearnerView({ userId }: { userId: number }) {
  const learner = useLearner(userId);
  useDocumentTitle(learner.data ? learnerName(learner.data) : 'Learner');
  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <AdminBreadcrumb crumbs={[{ label: 'Learners', to: paths.admin.learners() }, { label: learner.data ? learnerName(learner.data) : 'Learner' }]} backTo={paths.admin.learners()} />
      {learner.isPending ? (
        <ViewSkeleton label="Loading the learner" />
      ) : learner.isError && learner.error instanceof ApiError && learner.error.status === 404 ? (
        <EmptyState icon={<SearchX className="size-6" />} title="Learner not found" description="This account does not exist any more, or the address is wrong.">
          <Link to={paths.admin.learners()} className={buttonClasses('primary')}>
            Back to learners
          </Link>
        </EmptyState>
      ) : learner.isError ? (
        <ListError title="Could not load the learner" error={learner.error} onRetry={() => void learner.refetch()} />
      ) : (
        <LearnerDetails learner={learner.data} />
      )}
    </div>
  );
}
