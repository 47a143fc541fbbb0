import '../i18n/admin-account-messages';
import { RoleList } from '../features/admin-roles/components/role-list';

/** The back office's roles (rendered inside the frame, which titles it). */
export default function AdminRolePage() {
  return <RoleList />;
}
