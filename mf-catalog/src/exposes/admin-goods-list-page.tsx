import '../styles.css';
import '../i18n/messages';
import { AdminGoodsList } from '@/features/admin-goods/components/admin-goods-list';

/** /admin/goods/index: the back office's goods, on and off the shelf. */
export default function AdminGoodsListPage() {
  return <AdminGoodsList />;
}
