import '../styles.css';
import '../i18n/messages';
import { AdminActivityEditor } from '@/features/admin-activity/components/admin-activity-editor';

/** /admin/marketing/activity/edit?id=: edits an activity; without an id, makes a new one. */
export default function AdminActivityEditPage() {
  return <AdminActivityEditor />;
}
