import { GoodsRecommendations } from '@shop/commerce';
import { LoadFailed } from '@shop/shared';
import { useCategories } from '@/api/get-categories';
import { useGoodsDetail } from '@/api/get-goods-detail';
import { CatalogBreadcrumbs } from '@/components/catalog-breadcrumbs';
import { DetailTabs } from './detail-tabs';
import { GoodsDetailSkeleton } from './goods-detail-skeleton';
import { PurchasePanel } from './purchase-panel';
import { ShopCard } from './shop-card';

/** The whole product page for one id. */
export function GoodsDetailView({ id }: { id: number }) {
  const goods = useGoodsDetail(id);
  const categories = useCategories();
  if (!goods.data) return goods.isError ? <LoadFailed onRetry={() => void goods.refetch()} /> : <GoodsDetailSkeleton />;
  return (
    <>
      <CatalogBreadcrumbs categories={categories.data} categoryId={goods.data.category_id} current={goods.data.name} />
      <PurchasePanel key={goods.data.id} goods={goods.data} />
      <div className="mt-4 flex gap-4">
        {goods.data.shop && <ShopCard shop={goods.data.shop} />}
        <DetailTabs key={goods.data.id} goods={goods.data} />
      </div>
      {/* Bought together, viewed together, popular in its category: asked in the browser, public lists only. */}
      <div className="mt-8">
        <GoodsRecommendations goodsId={goods.data.id} />
      </div>
    </>
  );
}
