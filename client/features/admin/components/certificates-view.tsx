/** The first level of the CMS: every certificate, with its level and how much content it holds. */
import { Award, ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Certificate } from '@common/schemas/certificate';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteCertificate } from '../api/delete-certificate';
import { useAdminCertificates } from '../api/get-certificates';
import { paths } from '@/lib/paths';
import { CertificateDialog } from './certificate-dialog';
import { ExamBlueprintDialog } from './exam-blueprint-dialog';
import { plural } from '@/lib/plural';
import { EmptyState, ListError, ListSkeleton } from './list-states';
import { useQueryErrorToast } from './use-admin-error';
import { useEditAndDelete } from './use-edit-and-delete';
import { RowActions } from './row-actions';
import { ViewHeader } from './view-header';

export function certificateDeleteText(certificate: Certificate): string {
  return `This deletes the certificate "${certificate.name}" with its ${plural(certificate.moduleCount, 'module')} and ${plural(certificate.questionCount, 'question')}. Learners keep their past results.`;
}

function CertificateRow({ certificate, onEdit, onDelete, onExam }: { certificate: Certificate; onEdit: () => void; onDelete: () => void; onExam: () => void }) {
  return (
    <li>
      <Card className="relative flex flex-col gap-4 transition-colors hover:border-border-strong md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <Badge tone="primary">{certificate.level}</Badge>
          <h2 className="mt-2 text-lg font-semibold">
            {/* The link stretches over the whole card; the action buttons sit above it. */}
            <Link to={paths.admin.modules(certificate.id)} className="rounded underline-offset-4 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline">
              {certificate.name}
            </Link>
          </h2>
          <p className="mt-1 line-clamp-2 text-muted">{certificate.description}</p>
          <p className="mt-2 text-sm text-muted">
            {plural(certificate.moduleCount, 'module')} · {plural(certificate.questionCount, 'question')}
          </p>
        </div>
        <div className="relative z-10 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onExam} aria-label={`Mock exam of ${certificate.name}`}>
            <ClipboardCheck aria-hidden="true" className="size-4" />
            Exam
          </Button>
          <RowActions className="flex gap-2" name={certificate.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </Card>
    </li>
  );
}

export function CertificatesView() {
  useDocumentTitle('Certificates · Admin');
  const certificates = useAdminCertificates();
  useQueryErrorToast(certificates.error, 'Failed to fetch certificates');
  const { editorOpen, editing, startNew, edit, onEditorOpenChange, confirm, deleting, askDelete } = useEditAndDelete<Certificate>(useDeleteCertificate(), 'certificate');
  const [examOf, setExamOf] = useState<Certificate | null>(null);

  const count = certificates.data?.length;
  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-8">
      <ViewHeader
        title="Certificates"
        meta={count === undefined ? 'Choose a certificate to manage its modules and questions.' : `${plural(count, 'certificate')} · choose one to manage its modules and questions.`}
        actions={
          <Button onClick={startNew}>
            <Plus aria-hidden="true" className="size-5" />
            New certificate
          </Button>
        }
      />
      {certificates.isPending ? (
        <ListSkeleton label="Loading certificates" />
      ) : certificates.isError ? (
        <ListError title="Could not load the certificates" error={certificates.error} onRetry={() => void certificates.refetch()} />
      ) : certificates.data.length === 0 ? (
        <EmptyState icon={<Award className="size-6" />} title="No certificates yet" description="Create the first certificate, then add its modules and questions.">
          <Button onClick={startNew}>
            <Plus aria-hidden="true" className="size-5" />
            Create a certificate
          </Button>
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Certificate list">
          {certificates.data.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} onEdit={() => edit(certificate)} onDelete={() => askDelete(certificate)} onExam={() => setExamOf(certificate)} />
          ))}
        </ul>
      )}

      <ExamBlueprintDialog certificate={examOf} onOpenChange={(open) => !open && setExamOf(null)} />
      <CertificateDialog open={editorOpen} certificate={editing} onOpenChange={onEditorOpenChange} />
      <ConfirmDialog {...confirm} title="Delete certificate?" description={deleting ? certificateDeleteText(deleting) : ''} destructive />
    </div>
  );
}
