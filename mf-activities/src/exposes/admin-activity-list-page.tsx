import '../styles.css';
import '../i18n/messages';
import { AdminActivityList } from '@/features/admin-activity/components/admin-activity-list';

/** /admin/marketing/activity: the back office's activities of each type, started and stopped. */
export default function AdminActivityListPage() {
  return <AdminActivityList />;
}
