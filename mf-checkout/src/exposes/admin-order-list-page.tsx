import '../styles.css';
import '../i18n/messages';
import { OrderListView } from '@/features/admin-orders/components/order-list-view';

/** /admin/order/index in the back office: the frame draws the title, the page its filters and table. */
export default function AdminOrderListPage() {
  return <OrderListView />;
}
