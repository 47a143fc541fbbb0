import '../styles.css';
import '../i18n/messages';
import { RefundListView } from '@/features/admin-refunds/components/refund-list-view';

/** /admin/order/refund in the back office: every after-sales request, approved or rejected here. */
export default function AdminRefundListPage() {
  return <RefundListView />;
}
