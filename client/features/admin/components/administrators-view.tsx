/** Administrators: who can sign in to this panel; add one, remove one (never the last; oneself only knowingly). */
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { Admin, AdminListItem } from '@common/schemas/admin';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { forgetAdminSession } from '../api/admin-cache';
import { useAdmins, useRemoveAdmin } from '../api/admins';
import { AddAdminDialog } from './add-admin-dialog';
import { ListError, ListSkeleton } from './list-states';
import { formatDate } from './reports-view';
import { plural } from '@/lib/plural';
import { ViewHeader } from './view-header';

export const LAST_ADMIN_REASON = 'The only administrator cannot be removed: add another administrator first.';

function AdminItem({ admin, me, last, onRemove }: { admin: AdminListItem; me: Admin; last: boolean; onRemove: () => void }) {
  const reasonId = useId();
  const self = admin.id === me.id;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="break-all">{admin.username}</span>
            {self && <Badge tone="primary">You</Badge>}
          </p>
          <p className="text-sm text-muted">Added {formatDate(admin.createdAt)}</p>
          {last && (
            <p id={reasonId} className="mt-1 text-sm text-muted">
              {LAST_ADMIN_REASON}
            </p>
          )}
        </div>
        <Button variant="secondary" disabled={last} aria-describedby={last ? reasonId : undefined} onClick={onRemove} aria-label={`Remove ${admin.username}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </Card>
    </li>
  );
}

export function AdministratorsView({ me }: { me: Admin }) {
  useDocumentTitle('Administrators');
  const admins = useAdmins();
  const remove = useRemoveAdmin();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminListItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const self = removing?.id === me.id;
  const last = (admins.data?.length ?? 0) <= 1;

  const onConfirm = () => {
    if (!removing) return;
    remove.mutate(
      { id: removing.id, self },
      {
        onSuccess: () => {
          setRemoving(null);
          if (self) {
            toast({ title: 'You are no longer an administrator', description: 'You have been signed out of the admin panel.', variant: 'success' });
            forgetAdminSession(queryClient);
          } else {
            toast({ title: 'Administrator removed', description: `${removing.username} can no longer sign in to the admin panel.`, variant: 'success' });
          }
        },
        onError: (e) => {
          setRemoving(null);
          setError(e.message);
          void admins.refetch();
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl p-4 md:p-8">
      <ViewHeader
        title="Administrators"
        meta={admins.data ? `${plural(admins.data.length, 'administrator')} can manage the bank and learners.` : 'Who can sign in to this panel.'}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-5" />
            Add administrator
          </Button>
        }
      />
      {error && (
        <p role="alert" className="mb-4 rounded-lg bg-danger-soft p-3 text-sm text-danger">
          {error}
        </p>
      )}
      {admins.isPending ? (
        <ListSkeleton label="Loading administrators" rows={2} />
      ) : admins.isError ? (
        <ListError title="Could not load the administrators" error={admins.error} onRetry={() => void admins.refetch()} />
      ) : (
        <ul aria-label="Administrator list" className="space-y-3">
          {admins.data.map((admin) => (
            <AdminItem
              key={admin.id}
              admin={admin}
              me={me}
              last={last}
              onRemove={() => {
                setError(null);
                setRemoving(admin);
              }}
            />
          ))}
        </ul>
      )}
      <p className="mt-6 flex items-start gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Every administrator can edit the whole bank and manage learners. There is always at least one.
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={self ? 'Remove yourself?' : `Remove ${removing?.username ?? ''}?`}
        description={
          self
            ? 'You will be signed out at once and can no longer sign in to the admin panel. Another administrator can add you again.'
            : `${removing?.username ?? 'They'} can no longer sign in to the admin panel. Their past changes stay.`
        }
        confirmLabel={self ? 'Remove me and sign out' : 'Remove administrator'}
        destructive
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
      <AddAdminDialog open={adding} onOpenChange={setAdding} />
    </div>
  );
}
