import '../i18n/admin-account-messages';
import { AuditLog } from '../features/admin-audit/components/audit-log';

/** The back office's audit log (rendered inside the frame, which titles it). */
export default function AdminAuditPage() {
  return <AuditLog />;
}
