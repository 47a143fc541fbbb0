import { useGoodsDetail } from '../api/get-goods-detail';
import { LoadFailed } from '@shop/shared';
import { DetailTabs } from './detail-tabs';
import { GoodsDetailSkeleton } from './goods-detail-skeleton';
import { PurchasePanel } from './purchase-panel';
import { ShopCard } from './shop-card';

/** The whole product page for one id. */
export function GoodsDetailView({ id }: { id: number }) {
  const goods = useGoodsDetail(id);
  if (goods.failed) return <LoadFailed onRetry={goods.reload} />;
  if (!goods.data) return <GoodsDetailSkeleton />;
  return (
    <>
      <PurchasePanel key={goods.data.id} goods={goods.data} />
      <div className="mt-4 flex gap-4">
        {goods.data.shop && <ShopCard shop={goods.data.shop} />}
        <DetailTabs key={goods.data.id} goods={goods.data} />
      </div>
    </>
  );
}
