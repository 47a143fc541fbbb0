import '../i18n/admin-account-messages';
import { StaffList } from '../features/admin-staff/components/staff-list';

/** The back office's users (rendered inside the frame, which titles it). */
export default function AdminStaffPage() {
  return <StaffList />;
}
