import '../styles.css';
import '../i18n/messages';
import { PointList } from '@/features/point/components/point-list';

/** /activity/point/index: the points mall, with the member's points. */
export default function PointIndexPage() {
  return <PointList />;
}
