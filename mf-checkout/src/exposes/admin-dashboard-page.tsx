import '../styles.css';
import '../i18n/messages';
import { DashboardView } from '@/features/admin-dashboard/components/dashboard-view';

/** /admin/dashboard in the back office: the frame draws the title, the page its figures and chart. */
export default function AdminDashboardPage() {
  return <DashboardView />;
}
