import '../styles.css';
import '../i18n/messages';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_PATH, readId } from '@shop/shared';
import { GoodsEditor } from '@/features/admin-goods-edit/components/goods-editor';

/** /admin/goods/edit?id=: a product's editor; without an id, a new product's. A malformed id is not found. */
export default function AdminGoodsEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = readId(raw);
  if (raw !== null && id === null) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <GoodsEditor key={id ?? 'new'} id={id} />;
}
