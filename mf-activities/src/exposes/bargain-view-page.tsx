import '../styles.css';
import '../i18n/messages';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_PATH, readId } from '@shop/shared';
import { BargainView } from '@/features/bargain/components/bargain-view';

/** /activity/bargain/view?id=[&bargain_id=]: a bargain activity, and a friend's bargain opened from its link; a missing or malformed id is not found. */
export default function BargainViewPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const sharedId = readId(params.get('bargain_id'));
  if (!id) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <BargainView key={`${id}-${sharedId}`} id={id} sharedId={sharedId} />;
}
