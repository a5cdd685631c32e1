import { TooltipProvider } from '../components/ui/tooltip';
import AdminPage from '../features/admin/admin-page';

/** The admin panel with the providers its components need. */
export default function AdminShell() {
  return (
    <TooltipProvider>
      <AdminPage />
    </TooltipProvider>
  );
}
