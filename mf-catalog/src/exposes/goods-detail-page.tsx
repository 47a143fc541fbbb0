import '../styles.css';
import '../i18n/messages';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NOT_FOUND_PATH, readId } from '@shop/shared';
import { GoodsDetailView } from '@/features/goods-detail/components/goods-detail';

/** /goods/view?id=: a product; a missing or malformed id is not found. */
export default function GoodsDetailPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  if (!id) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <div className="mx-auto w-[1200px] py-4">
      <GoodsDetailView key={id} id={id} />
    </div>
  );
}
