import '../styles.css';
import '../i18n/messages';
import { MemberList } from '@/features/admin-members/components/member-list';

/** Back office: the member list (the host's frame draws the title, sidebar and breadcrumbs). */
export default function AdminMemberListPage() {
  return <MemberList />;
}
