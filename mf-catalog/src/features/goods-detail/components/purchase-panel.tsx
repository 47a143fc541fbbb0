import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GoodsDetail } from '@shop/contract';
import { Gallery, SkuSelector } from '@shop/commerce';
import { Button, Price, QuantityStepper, serviceAboutGoodsPath } from '@shop/shared';
import { usePurchase } from '@/hooks/use-purchase';
import { ActivityBand } from './activity-band';
import { CouponRow } from './coupon-row';
import { DeliveryRow } from './delivery-row';
import { FavoriteButton } from './favorite-button';

/** The top of the product page: photos, then title, prices, options, quantity and the actions. */
export function PurchasePanel({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation('catalog');
  const purchase = usePurchase(goods);
  const { sku } = purchase;
  const sellPrice = sku?.sell_price ?? goods.sell_price;
  const marketPrice = sku?.market_price ?? goods.market_price;
  const images = goods.images?.length ? goods.images : [goods.image];
  const soldOut = purchase.stock <= 0;

  return (
    <div className="flex gap-8 rounded-lg bg-white p-6">
      <Gallery name={goods.name} images={images} highlight={sku?.image || null} />
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-semibold leading-snug text-slate-900">{goods.name}</h1>
        {goods.subtitle && <p className="mt-2 text-sm text-rose-700">{goods.subtitle}</p>}

        {goods.activity && <ActivityBand goods={goods} activity={goods.activity} />}
        <div className={`rounded-md bg-gradient-to-r from-rose-50 to-slate-50 px-5 py-4 ${goods.activity ? 'rounded-t-none' : 'mt-4'}`}>
          <div className="flex items-baseline">
            <span className="w-24 shrink-0 text-sm text-slate-500">{t('goods.price')}</span>
            <span data-testid="sell-price">
              <Price value={sellPrice} className="text-3xl font-bold text-rose-700" />
            </span>
            {Number(marketPrice) > Number(sellPrice) && (
              <del data-testid="market-price" className="ml-3 text-sm text-slate-500">
                <span className="sr-only">{t('goods.marketPrice')}</span>
                <Price value={marketPrice} />
              </del>
            )}
          </div>
          <dl className="mt-3 flex gap-8 text-sm text-slate-500">
            <div className="flex gap-1">
              <dt>{t('goods.salesLabel')}</dt>
              <dd className="text-slate-800">{goods.sales}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('goods.reviewsLabel')}</dt>
              <dd className="text-slate-800">{goods.comment?.total ?? 0}</dd>
            </div>
            {goods.comment?.total > 0 && (
              <div className="flex gap-1">
                <dt>{t('goods.goodRate')}</dt>
                <dd className="text-slate-800">{goods.comment.good_rate}%</dd>
              </div>
            )}
          </dl>
          <CouponRow goodsId={goods.id} />
        </div>

        <div className="px-5">
          <DeliveryRow goodsId={goods.id} skuId={sku?.id ?? null} num={purchase.quantity} />
        </div>

        {/* One label column with the price box's and the delivery rows' (w-24 after px-5). */}
        <div className="mt-4 px-5">
          <SkuSelector groups={goods.attr ?? []} skus={goods.skus ?? []} selection={purchase.selection} onChoose={purchase.choose} labelWidth={96} />
          <div className="flex items-center py-2">
            <span className="w-24 shrink-0 pr-2 text-sm text-slate-600">{t('purchase.quantity')}</span>
            <QuantityStepper value={purchase.quantity} max={purchase.stock} onChange={purchase.setQuantity} />
            <span data-testid="stock" className="ml-3 text-sm text-slate-500">
              {soldOut ? t('purchase.soldOut') : t('goods.stock', { count: purchase.stock })}
            </span>
          </div>
          <p role="alert" className="mt-1 min-h-5 pl-24 text-sm text-rose-700">
            {purchase.problem ?? ''}
          </p>
        </div>

        <div className="mt-3 flex items-center gap-4 pl-[116px]">
          <Button variant="secondary" onClick={purchase.buyNow} disabled={soldOut} className="h-11 w-40 border-rose-600 bg-rose-50 text-base text-rose-700 hover:bg-rose-100">
            {t('purchase.buyNow')}
          </Button>
          <Button onClick={() => void purchase.add()} pending={purchase.adding} disabled={soldOut} className="h-11 w-40 text-base">
            {t('purchase.addToCart')}
          </Button>
          <FavoriteButton goodsId={goods.id} favorite={goods.is_favorite} />
          <Link to={serviceAboutGoodsPath(goods.id)} className="inline-flex h-11 items-center gap-1.5 px-2 text-sm text-slate-500 transition-colors hover:text-rose-600">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
            </svg>
            {t('purchase.ask')}
          </Link>
        </div>
      </div>
    </div>
  );
}
