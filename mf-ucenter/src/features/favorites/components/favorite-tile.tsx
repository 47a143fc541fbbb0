import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FavoriteItem } from '@shop/contract';
import { Button, goodsViewPath } from '@shop/shared';
import { RemoveTileButton } from '@/components/remove-tile-button';
import { SavedGoodsTile } from '@/components/saved-goods-tile';

interface FavoriteTileProps {
  item: FavoriteItem;
  selected: boolean;
  onToggle: () => void;
  adding: boolean;
  onAddToCart: (skuId: number) => void;
  removing: boolean;
  onRemove: () => void;
}

/**
 * A favourite: ticked for removal with others, removed alone, or bought: a product with one SKU
 * goes to the cart from here, one with specs to its page to choose them.
 */
export function FavoriteTile({ item, selected, onToggle, adding, onAddToCart, removing, onRemove }: FavoriteTileProps) {
  const { t } = useTranslation('ucenter');
  const soldOut = item.on_sale && item.stock === 0;
  const unavailable = !item.on_sale ? t('favorite.offShelf') : soldOut ? t('favorite.soldOut') : null;

  let buy = null;
  if (!unavailable && item.sku_id !== null) {
    const skuId = item.sku_id;
    buy = (
      <Button pending={adding} onClick={() => onAddToCart(skuId)} aria-label={t('favorite.addToCartOf', { name: item.name })} className="w-full py-1.5">
        {t('favorite.addToCart')}
      </Button>
    );
  } else if (!unavailable) {
    buy = (
      <Link
        to={goodsViewPath(item.goods_id)}
        aria-label={t('favorite.chooseOptionsOf', { name: item.name })}
        className="block rounded-md border border-rose-600 py-1.5 text-center text-sm text-rose-700 hover:bg-rose-50"
      >
        {t('favorite.chooseOptions')}
      </Link>
    );
  }

  return (
    <SavedGoodsTile
      goods={item}
      unavailable={unavailable}
      corner={
        <>
          <label className="absolute left-1.5 top-1.5 flex h-7 w-7 cursor-pointer items-center justify-center rounded bg-white/90 shadow-sm ring-1 ring-slate-200">
            <input type="checkbox" checked={selected} onChange={onToggle} aria-label={t('favorite.select', { name: item.name })} className="h-4 w-4 accent-rose-600" />
          </label>
          <RemoveTileButton label={t('favorite.removeOf', { name: item.name })} onClick={onRemove} disabled={removing} />
        </>
      }
    >
      {buy && <div className="mt-auto pt-1">{buy}</div>}
    </SavedGoodsTile>
  );
}
