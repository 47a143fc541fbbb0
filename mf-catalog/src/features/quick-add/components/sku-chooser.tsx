import { useTranslation } from 'react-i18next';
import type { GoodsDetail } from '@shop/contract';
import { SkuSelector } from '@shop/commerce';
import { ConfirmDialog, Price } from '@shop/shared';
import { usePurchase } from '@/hooks/use-purchase';

/** The small dialog of a product card's quick add when the product has several SKUs. */
export function SkuChooser({ goods, onClose }: { goods: GoodsDetail; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const purchase = usePurchase(goods);
  const price = purchase.sku?.sell_price ?? goods.sell_price;
  return (
    <ConfirmDialog
      title={t('quickAdd.chooseTitle', { name: goods.name })}
      message={
        <div className="text-slate-700">
          <p className="mb-2 flex items-baseline gap-3">
            <Price value={price} className="text-xl font-semibold text-rose-700" />
            <span className="text-slate-600">{purchase.stock > 0 ? t('goods.stock', { count: purchase.stock }) : t('purchase.soldOut')}</span>
          </p>
          <SkuSelector groups={goods.attr ?? []} skus={goods.skus ?? []} selection={purchase.selection} onChoose={purchase.choose} />
          <p role="alert" className="mt-1 min-h-5 text-rose-700">
            {purchase.problem ?? ''}
          </p>
        </div>
      }
      confirmLabel={t('purchase.addToCart')}
      dismissLabel={t('quickAdd.cancel')}
      pending={purchase.adding}
      onConfirm={() => void purchase.add().then((added) => added && onClose())}
      onDismiss={onClose}
    />
  );
}
