import '../styles.css';
import '../i18n/messages';
import { BargainList } from '@/features/bargain/components/bargain-list';

/** /activity/bargain/index: the bargain activities. */
export default function BargainIndexPage() {
  return <BargainList />;
}
