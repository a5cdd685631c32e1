/** /admin: the login card (or first-run set-up), or the panel once an admin session exists: the bank, reports, analytics, learners, administrators. */
import { useLocation, useRoutes } from 'react-router';
import { PageSkeleton } from '@/app/page-skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminMe } from './api/get-admin-me';
import { adminRoutes, adminSectionOf } from './admin-routes';
import { AdminLoginCard } from './components/admin-login-card';
import { AdminShell } from './components/admin-shell';
import { ListError } from './components/list-states';
import type { Admin } from '@common/schemas/admin';

/** The view the address names (admin-routes.tsx), in the frame whose sidebar marks its section. */
function AdminPanel({ admin }: { admin: Admin }) {
  const location = useLocation();
  const view = useRoutes(adminRoutes);
  return (
    <AdminShell admin={admin} section={adminSectionOf(location)}>
      {view}
    </AdminShell>
  );
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
  return <AdminPanel admin={me.data} />;
}
