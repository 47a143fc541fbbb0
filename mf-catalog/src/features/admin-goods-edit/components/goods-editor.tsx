import { useTranslation } from 'react-i18next';
import { LoadFailed, Skeleton } from '@shop/shared';
import { useAdminGoods } from '../api/get-admin-goods';
import { GoodsForm } from './goods-form';

function EditorSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-label={t('adminGoods.edit.loading')} className="space-y-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3 rounded border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

/** A product's editor once it is read; `null` opens an empty form for a new product. */
export function GoodsEditor({ id }: { id: number | null }) {
  if (id === null) return <GoodsForm goods={null} />;
  return <ExistingGoodsEditor id={id} />;
}

function ExistingGoodsEditor({ id }: { id: number }) {
  const goods = useAdminGoods(id);
  if (goods.isError) return <LoadFailed onRetry={() => void goods.refetch()} />;
  if (!goods.data) return <EditorSkeleton />;
  return <GoodsForm key={goods.data.id} goods={goods.data} />;
}
