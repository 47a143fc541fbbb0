import '../styles.css';
import '../i18n/messages';
import { GroupList } from '@/features/group/components/group-list';

/** /activity/group/index: the group deals. */
export default function GroupIndexPage() {
  return <GroupList />;
}
