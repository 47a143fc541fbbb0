import '../styles.css';
import '../i18n/messages';
import { LimitList } from '@/features/limit/components/limit-list';

/** /activity/limit/index: the purchase-limit offers. */
export default function LimitIndexPage() {
  return <LimitList />;
}
