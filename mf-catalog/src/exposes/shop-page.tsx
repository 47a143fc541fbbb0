import '../styles.css';
import '../i18n/messages';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { NOT_FOUND_PATH } from '@shop/shared';
import { GoodsListView } from '@/features/goods-list/components/goods-list-view';
import { goodsApiParams } from '@/features/goods-list/goods-query';
import { useGoodsFilters } from '@/features/goods-list/hooks/use-goods-filters';
import { useShop, type Shop } from '@/features/shop/api/get-shop';
import { ShopHeader } from '@/features/shop/components/shop-header';
import type { RemoteData } from '@/hooks/use-remote-data';
import { readId } from '@/lib/paths';
import type { GoodsPage } from '@/types/goods';

function ShopGoods({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const { filters, change } = useGoodsFilters();
  const shop = useShop(id, goodsApiParams(filters));
  const goods: RemoteData<GoodsPage> = { ...shop, data: shop.data?.goods ?? null };
  // The header stays put while another page of goods loads.
  const header = useRef<Shop | null>(null);
  if (shop.data) header.current = shop.data.shop;
  return (
    <div className="mx-auto w-[1200px] py-4">
      {!header.current && <h1 className="sr-only">{t('shop.title')}</h1>}
      <ShopHeader shop={header.current} />
      <GoodsListView filters={filters} onChange={change} result={goods} />
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
