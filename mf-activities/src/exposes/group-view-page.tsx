import '../styles.css';
import '../i18n/messages';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_PATH, readId } from '@shop/shared';
import { GroupActivityView } from '@/features/group/components/group-activity-view';

/** /activity/group/view?id=[&group_id=]: a group deal, and a group opened from its shared link; a missing or malformed id is not found. */
export default function GroupViewPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const groupId = readId(params.get('group_id'));
  if (!id) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <GroupActivityView key={`${id}-${groupId}`} id={id} groupId={groupId} />;
}
