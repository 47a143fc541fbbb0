import '../styles.css';
import '../i18n/messages';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { NOT_FOUND_PATH, readId } from '@shop/shared';
import { GoodsListView } from '@/features/goods-list/components/goods-list-view';
import { goodsApiParams } from '@/features/goods-list/lib/goods-query';
import { useGoodsFilters } from '@/features/goods-list/hooks/use-goods-filters';
import { QuickAddButton } from '@/features/quick-add/components/quick-add-button';
import { useShop } from '@/features/shop/api/get-shop';
import { ShopHeader } from '@/features/shop/components/shop-header';

function ShopGoods({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const { filters, change } = useGoodsFilters();
  const shop = useShop(id, goodsApiParams(filters));
  const goods = { data: shop.data?.goods, isError: shop.isError, isPlaceholderData: shop.isPlaceholderData, refetch: shop.refetch };
  return (
    <div className="mx-auto w-[1200px] py-4">
      {!shop.data && <h1 className="sr-only">{t('shop.title')}</h1>}
      <ShopHeader shop={shop.data?.shop} />
      <GoodsListView filters={filters} onChange={change} result={goods} cardAction={QuickAddButton} />
    </div>
  );
}

/** /shop/index?id=: a shop and its goods with the list filters in the URL. */
export default function ShopPage() {
  const { params } = useGoodsFilters();
  const id = readId(params.get('id'));
  if (!id) return <Navigate to={NOT_FOUND_PATH} replace />;
  return <ShopGoods key={id} id={id} />;
}
