import '../styles.css';
import '@/i18n/messages';
import { AdminHelpView } from '@/features/admin-help/components/admin-help-view';

/** /admin/content/help: the back office's help categories and articles, in both languages. */
export default function AdminHelpPage() {
  return <AdminHelpView />;
}
