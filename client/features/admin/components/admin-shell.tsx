/** The signed-in admin frame: a sidebar on desktop, a top bar with a menu on phones. */
import { Award, BarChart3, Flag, GraduationCap, LogOut, Menu, ShieldCheck, UserPlus, Users, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Admin } from '@common/schemas/admin';
import { ThemeToggle } from '@/app/theme-toggle';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-media-query';
import { useAdminLogout } from '../api/admin-logout';
import { AddAdminDialog } from './add-admin-dialog';
import { useAdminReports } from '../api/reports';
import { paths } from '@/lib/paths';
import type { AdminSection } from '../admin-routes';

const NAV: { section: AdminSection; label: string; icon: LucideIcon; to: string }[] = [
  { section: 'certificates', label: 'Certificates', icon: Award, to: paths.admin.certificates() },
  { section: 'reports', label: 'Reports', icon: Flag, to: paths.admin.reports() },
  { section: 'analytics', label: 'Analytics', icon: BarChart3, to: paths.admin.analytics() },
  { section: 'learners', label: 'Learners', icon: Users, to: paths.admin.learners() },
  { section: 'administrators', label: 'Administrators', icon: ShieldCheck, to: paths.admin.administrators() },
];

/** The number of open reports beside "Reports"; nothing while it loads or when there are none. */
function OpenReportsBadge() {
  const reports = useAdminReports('open');
  const count = reports.data?.length ?? 0;
  if (reports.isPlaceholderData || count === 0) return null;
  return (
    <span className="ml-auto min-w-6 rounded-full bg-danger-soft px-1.5 py-0.5 text-center text-xs font-semibold text-danger">
      {count}
      <span className="sr-only"> open</span>
    </span>
  );
}

function AdminNav({ current, onNavigate }: { current: AdminSection; onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin navigation">
      <ul className="space-y-1">
        {NAV.map(({ section, label, icon: Icon, to }) => {
          const active = section === current;
          return (
            <li key={section}>
              <Link
                to={to}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                className={cn('flex h-11 items-center gap-3 rounded-lg px-3', active ? 'bg-primary-soft font-medium text-primary-soft-fg' : 'text-fg hover:bg-surface-2')}
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className="flex-1">{label}</span>
                {section === 'reports' && <OpenReportsBadge />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AccountActions({ admin, onAddAdmin, onLogout, loggingOut }: { admin: Admin; onAddAdmin: () => void; onLogout: () => void; loggingOut: boolean }) {
  return (
    <div className="space-y-2">
      <ThemeToggle />
      <Button variant="ghost" className="w-full justify-start gap-3 px-3 font-normal text-muted hover:text-fg" onClick={onAddAdmin}>
        <UserPlus aria-hidden="true" className="size-5" />
        Add administrator
      </Button>
      <div className="border-t border-border px-2 pt-3">
        <p className="text-sm text-muted">Signed in as</p>
        <p className="truncate font-semibold">{admin.username}</p>
      </div>
      <Button variant="secondary" className="w-full" onClick={onLogout} disabled={loggingOut}>
        <LogOut aria-hidden="true" className="size-4" />
        {loggingOut ? 'Logging out...' : 'Logout'}
      </Button>
    </div>
  );
}

function Brand({ compact }: { compact?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <GraduationCap aria-hidden="true" className="size-7 shrink-0 text-primary" />
      {compact ? (
        <div className="min-w-0">
          <p className="leading-tight font-bold">Admin panel</p>
          <p className="truncate text-xs text-muted">CertDrill</p>
        </div>
      ) : (
        <div className="min-w-0">
          <p className="leading-tight font-bold">CertDrill</p>
          <p className="text-sm text-muted">Admin panel</p>
        </div>
      )}
    </div>
  );
}

function MobileTopBar({ section, ...props }: { admin: Admin; section: AdminSection; onAddAdmin: () => void; onLogout: () => void; loggingOut: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  // A new view closes the menu (adjusted during render).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface">
      <div className="flex h-16 items-center justify-between gap-3 px-4">
        <Brand compact />
        <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} className="shrink-0">
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          Menu
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="space-y-4 border-t border-border p-4 shadow-lg">
        <AdminNav current={section} onNavigate={() => setOpen(false)} />
        <div className="border-t border-border pt-4">
          <AccountActions
            {...props}
            onAddAdmin={() => {
              setOpen(false);
              props.onAddAdmin();
            }}
          />
        </div>
      </div>
    </header>
  );
}

/** `section` is the sidebar entry of the current view (admin-routes.tsx reads it from the matched route). */
export function AdminShell({ admin, section, children }: { admin: Admin; section: AdminSection; children: ReactNode }) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const logout = useAdminLogout();
  const [addingAdmin, setAddingAdmin] = useState(false);
  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out successfully', description: 'You have been signed out of the admin panel', variant: 'success' });
        void navigate(paths.admin.certificates());
      },
      onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
    });
  const actions = { admin, onAddAdmin: () => setAddingAdmin(true), onLogout, loggingOut: logout.isPending };

  return (
    <div className={cn('flex min-h-dvh', isMobile && 'flex-col')}>
      <a href="#main" className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      {isMobile ? (
        <MobileTopBar {...actions} section={section} />
      ) : (
        <aside aria-label="Admin" className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col border-r border-border bg-surface p-4">
          <div className="px-2 py-3">
            <Brand />
          </div>
          <div className="mt-6 flex-1">
            <AdminNav current={section} />
          </div>
          <div className="border-t border-border pt-4">
            <AccountActions {...actions} />
          </div>
        </aside>
      )}
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {children}
      </main>
      <AddAdminDialog open={addingAdmin} onOpenChange={setAddingAdmin} />
    </div>
  );
}
