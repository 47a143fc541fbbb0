import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { goodsViewPath, LazyImage, lineAmount, Price, QuantityStepper } from '@shop/shared';
import type { CartRow as Row } from '@shop/contract';
import { PriceChangeNote, StockNote } from './row-notices';

export const CART_COLUMNS = 'grid grid-cols-[48px_minmax(0,1fr)_160px_150px_140px_110px_110px] items-center gap-2';

interface CartRowProps {
  row: Row;
  onSelect: (selected: boolean) => void;
  onChange: (quantity: number) => Promise<boolean>;
  onDelete: () => void;
  onMoveToFavorites: () => void;
}

/**
 * A valid cart row: select, goods, SKU, unit price (and how it moved since added), stepper (and
 * "Only N left"), line total, move to favourites, delete.
 */
export function CartRow({ row, onSelect, onChange, onDelete, onMoveToFavorites }: CartRowProps) {
  const { t } = useTranslation('checkout');
  return (
    <li aria-label={row.name} className={`${CART_COLUMNS} border-b border-slate-100 px-4 py-5 last:border-b-0 ${row.selected ? 'bg-rose-50/40' : 'bg-white'}`}>
      <div className="flex justify-center">
        <input
          type="checkbox"
          aria-label={t('cart.selectRow', { name: row.name })}
          checked={row.selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="h-4 w-4 accent-rose-600"
        />
      </div>
      <div className="flex min-w-0 items-start gap-3">
        <Link to={goodsViewPath(row.goods_id)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <LazyImage src={row.image} alt="" className="h-20 w-20 rounded border border-slate-200 object-cover" />
        </Link>
        <Link to={goodsViewPath(row.goods_id)} className="line-clamp-2 text-sm text-slate-700 hover:text-rose-600">
          {row.name}
        </Link>
      </div>
      <p className="text-xs leading-5 text-slate-500">{row.sku_text}</p>
      <div>
        <Price value={row.sell_price} className="text-sm text-slate-700" />
        <PriceChangeNote row={row} />
      </div>
      <div>
        <QuantityStepper value={row.quantity} max={row.stock} onChange={onChange} label={t('cart.quantityOf', { name: row.name })} size="sm" />
        <StockNote row={row} />
      </div>
      <Price value={lineAmount(row.sell_price, row.quantity)} className="text-sm font-semibold text-rose-700" />
      <div className="flex flex-col items-start gap-1.5">
        <button type="button" onClick={onMoveToFavorites} className="text-left text-sm text-slate-500 hover:text-rose-600">
          {t('cart.moveToFavorites')}
        </button>
        <button type="button" onClick={onDelete} className="text-sm text-slate-500 hover:text-rose-600">
          {t('cart.delete')}
        </button>
      </div>
    </li>
  );
}
