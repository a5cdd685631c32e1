/** The second level of the CMS: the modules of one certificate, with their question counts per difficulty. */
import { Layers, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Certificate } from '@common/schemas/certificate';
import type { Module } from '@common/schemas/module';
import { DIFFICULTIES } from '@common/schemas/question';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteModule } from '../api/delete-module';
import { useAdminCertificates } from '../api/get-certificates';
import { useAdminModules } from '../api/get-modules';
import { AdminBreadcrumb } from './admin-breadcrumb';
import { paths } from '@/lib/paths';
import { DifficultyBadge } from '@/components/difficulty-badge';
import { plural } from '@/lib/plural';
import { questionTotal } from './text';
import { EmptyState, ListError, ListSkeleton, ViewSkeleton } from './list-states';
import { ModuleDialog } from './module-dialog';
import { NotFoundState } from './not-found-state';
import { useQueryErrorToast } from './use-admin-error';
import { useEditAndDelete } from './use-edit-and-delete';
import { RowActions } from './row-actions';
import { ViewHeader } from './view-header';

export function moduleDeleteText(module: Module): string {
  return `This deletes the module "${module.name}" with its ${plural(questionTotal(module), 'question')}. Learners keep their past results.`;
}

function ModuleRow({ certificateId, module, onEdit, onDelete }: { certificateId: number; module: Module; onEdit: () => void; onDelete: () => void }) {
  const total = questionTotal(module);
  return (
    <li>
      <Card className="relative flex flex-col gap-4 transition-colors hover:border-border-strong md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted">Order {module.order}</p>
          <h2 className="mt-1 text-lg font-semibold">
            <Link to={paths.admin.questions(certificateId, module.id)} className="rounded underline-offset-4 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline">
              {module.name}
            </Link>
          </h2>
          <p className="mt-1 line-clamp-2 text-muted">{module.description}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{plural(total, 'question')}</span>
            {total === 0 ? <Badge>Learners see Coming Soon</Badge> : DIFFICULTIES.map((difficulty) => <DifficultyBadge key={difficulty} difficulty={difficulty} count={module.questionCounts[difficulty]} />)}
          </div>
        </div>
        <RowActions className="relative z-10 flex gap-2" name={module.name} onEdit={onEdit} onDelete={onDelete} />
      </Card>
    </li>
  );
}

function ModulesList({ certificate }: { certificate: Certificate }) {
  const modules = useAdminModules(certificate.id);
  useQueryErrorToast(modules.error, 'Failed to fetch modules');
  const { editorOpen, editing, startNew, edit, onEditorOpenChange, confirm, deleting, askDelete } = useEditAndDelete<Module>(useDeleteModule(), 'module');

  if (modules.error instanceof ApiError && modules.error.status === 404) {
    return <NotFoundState what="Certificate" backTo={paths.admin.certificates()} backLabel="Back to certificates" />;
  }

  return (
    <>
      <ViewHeader
        eyebrow={`${certificate.level} certificate`}
        title={certificate.name}
        meta={`${plural(certificate.moduleCount, 'module')} · ${plural(certificate.questionCount, 'question')}`}
        actions={
          <Button onClick={startNew}>
            <Plus aria-hidden="true" className="size-5" />
            New module
          </Button>
        }
      />
      {modules.isPending ? (
        <ListSkeleton label="Loading modules" />
      ) : modules.isError ? (
        <ListError title="Could not load the modules" error={modules.error} onRetry={() => void modules.refetch()} />
      ) : modules.data.length === 0 ? (
        <EmptyState icon={<Layers className="size-6" />} title="No modules yet" description={`Add the first module of ${certificate.name}, then write or import its questions.`}>
          <Button onClick={startNew}>
            <Plus aria-hidden="true" className="size-5" />
            Create a module
          </Button>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Module list">
          {modules.data.map((module) => (
            <ModuleRow key={module.id} certificateId={certificate.id} module={module} onEdit={() => edit(module)} onDelete={() => askDelete(module)} />
          ))}
        </ul>
      )}

      <ModuleDialog open={editorOpen} certificateId={certificate.id} module={editing} onOpenChange={onEditorOpenChange} />
      <ConfirmDialog {...confirm} title="Delete module?" description={deleting ? moduleDeleteText(deleting) : ''} destructive />
    </>
  );
}

export function ModulesView({ certificateId }: { certificateId: number }) {
  const certificates = useAdminCertificates();
  useQueryErrorToast(certificates.error, 'Failed to fetch certificates');
  const certificate = certificates.data?.find((c) => c.id === certificateId);
  useDocumentTitle(certificate ? `${certificate.name} · Admin` : 'Modules · Admin');

  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <AdminBreadcrumb crumbs={[{ label: 'Certificates', to: paths.admin.certificates() }, { label: certificate?.name ?? 'Certificate' }]} backTo={paths.admin.certificates()} />
      {certificates.isPending ? (
        <ViewSkeleton label="Loading modules" />
      ) : certificates.isError ? (
        <ListError title="Could not load the certificate" error={certificates.error} onRetry={() => void certificates.refetch()} />
      ) : !certificate ? (
        <NotFoundState what="Certificate" backTo={paths.admin.certificates()} backLabel="Back to certificates" />
      ) : (
        <ModulesList certificate={certificate} />
      )}
    </div>
  );
}
