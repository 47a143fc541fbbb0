import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LazyImage, Price, goodsViewPath } from '@shop/shared';
import type { CartRow } from '@shop/contract';
import { CART_COLUMNS } from './cart-row';

interface InvalidRowsProps {
  rows: CartRow[];
  onDelete: (row: CartRow) => void;
  onClear: () => void;
}

/** Off-shelf and sold-out rows: greyed, with the reason, never selectable, only removable. */
export function InvalidRows({ rows, onDelete, onClear }: InvalidRowsProps) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="cart-invalid-title" className="mt-4 rounded-lg bg-white">
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 id="cart-invalid-title" className="text-sm font-semibold text-slate-500">
          {t('cart.invalidTitle', { count: rows.length })}
        </h2>
        <button type="button" onClick={onClear} className="text-sm text-rose-700 hover:underline">
          {t('cart.clearInvalid')}
        </button>
      </div>
      <ul aria-label={t('cart.invalidLabel')}>
        {rows.map((row) => (
          <li key={row.id} aria-label={row.name} className={`${CART_COLUMNS} border-b border-slate-100 bg-slate-50 px-4 py-5 text-slate-500 last:border-b-0`}>
            <span className="justify-self-center rounded bg-slate-300 px-1.5 py-0.5 text-[11px] text-white">
              {t(`cart.invalidReason.${row.invalid_reason ?? 'off_shelf'}`)}
            </span>
            <div className="flex min-w-0 items-start gap-3">
              <LazyImage src={row.image} alt="" className="h-20 w-20 shrink-0 rounded border border-slate-200 object-cover opacity-50 grayscale" />
              <Link to={goodsViewPath(row.goods_id)} className="line-clamp-2 text-sm hover:text-rose-600">
                {row.name}
              </Link>
            </div>
            <p className="text-xs leading-5">{row.sku_text}</p>
            <Price value={row.sell_price} className="text-sm" />
            <span className="text-sm">×{row.quantity}</span>
            <span />
            <button type="button" onClick={() => onDelete(row)} className="text-sm text-slate-500 hover:text-rose-600">
              {t('cart.delete')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
