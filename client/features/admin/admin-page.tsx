/** /admin: the login card (or first-run set-up), or the panel once an admin session exists: the bank, reports, analytics, learners, administrators. */
import { Navigate, useParams } from 'react-router';
import { PageSkeleton } from '../../app/page-skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminMe } from './api/get-admin-me';
import { AdminLoginCard } from './components/admin-login-card';
import { adminPaths, parseAdminPath } from './components/admin-paths';
import { AdminShell } from './components/admin-shell';
import { CertificatesView } from './components/certificates-view';
import { ListError } from './components/list-states';
import { ModulesView } from './components/modules-view';
import { AdministratorsView } from './components/administrators-view';
import { AnalyticsView } from './components/analytics-view';
import { LearnerView } from './components/learner-view';
import { LearnersView } from './components/learners-view';
import { QuestionStatsView } from './components/question-stats-view';
import { ReportsView } from './components/reports-view';
import type { Admin } from '../../../common/schemas/admin';
import { QuestionsView } from './components/questions-view';

function AdminContent({ admin }: { admin: Admin }) {
  const rest = useParams()['*'] ?? '';
  const location = parseAdminPath(rest);
  if (!location) return <Navigate to={adminPaths.certificates()} replace />;
  switch (location.view) {
    case 'certificates':
      return <CertificatesView />;
    case 'modules':
      return <ModulesView key={location.certificateId} certificateId={location.certificateId} />;
    case 'questions':
      return <QuestionsView key={location.moduleId} certificateId={location.certificateId} moduleId={location.moduleId} />;
    case 'reports':
      return <ReportsView status={location.status} />;
    case 'analytics':
      return <AnalyticsView certificateId={location.certificateId} moduleId={location.moduleId} />;
    case 'question-stats':
      return <QuestionStatsView key={location.questionId} certificateId={location.certificateId} moduleId={location.moduleId} questionId={location.questionId} />;
    case 'learners':
      return <LearnersView />;
    case 'learner':
      return <LearnerView key={location.userId} userId={location.userId} />;
    case 'administrators':
      return <AdministratorsView me={admin} />;
  }
}

function SessionError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  useDocumentTitle('Admin panel');
  return (
    <main id="main" className="mx-auto w-full max-w-md p-4 pt-16 md:p-8">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">Admin panel</h1>
      <ListError title="Could not check your admin session" error={error} onRetry={onRetry} />
    </main>
  );
}

export default function AdminPage() {
  const me = useAdminMe();
  if (me.isPending) return <PageSkeleton label="Loading the admin panel" />;
  if (me.isError) return <SessionError error={me.error} onRetry={() => void me.refetch()} />;
  if (!me.data) return <AdminLoginCard />;
  return (
    <AdminShell admin={me.data}>
      <AdminContent admin={me.data} />
    </AdminShell>
  );
}
