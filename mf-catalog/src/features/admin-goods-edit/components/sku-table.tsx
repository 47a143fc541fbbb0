import { useTranslation } from 'react-i18next';
import { thumbnailSrc, type AdminGoodsSku } from '@shop/contract';
import type { ContractForm } from '@shop/forms';
import type { GoodsFormValues } from './goods-form-values';

interface SkuTableProps {
  /** The product's SKUs as read (none for a new product, whose one default option is edited). */
  skus: AdminGoodsSku[];
  form: ContractForm<GoodsFormValues>;
  /** SKUs whose stock moved while the operator edited: the stock they hold now, by row. */
  movedStock: Record<number, number>;
}

/** A stock typed: a number, or nothing (which the contract's stock rule refuses) when the cell is emptied. */
const stockNumber = (text: string) => (text === '' ? null : Number(text));

const input = 'h-8 w-28 rounded border px-2 text-right text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 disabled:bg-slate-50 disabled:text-slate-500';

/**
 * Each option's price, market price and stock, edited in place; an error shows under its cell and
 * describes it (it is read when the cell is focused, as the first one to fix is).
 */
export function SkuTable({ skus, form, movedStock }: SkuTableProps) {
  const { t, i18n } = useTranslation('catalog');
  const en = i18n.language === 'en-us';
  const rows = skus.length > 0 ? skus : [null];

  return (
    <div className="overflow-x-auto rounded border border-slate-200">
      <table className="w-full border-collapse text-sm" aria-label={t('adminGoods.edit.skuTable')}>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t('adminGoods.edit.option')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('adminGoods.edit.price')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('adminGoods.edit.marketPrice')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('adminGoods.edit.stock')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((sku, index) => {
            const option = (sku && (en ? sku.spec_text.en : sku.spec_text.zh)) || t('adminGoods.edit.defaultOption');
            const cells = [
              { field: 'sell_price' as const, label: t('adminGoods.edit.priceOf', { option }), inputMode: 'decimal' as const },
              { field: 'market_price' as const, label: t('adminGoods.edit.marketPriceOf', { option }), inputMode: 'decimal' as const },
            ];
            const { label: stockLabel, error: stockError, ...stock } = form.field(`skus.${index}.stock`, t('adminGoods.edit.stockOf', { option }), { setValueAs: stockNumber });
            return (
              <tr key={sku?.id ?? 'new'} className="border-t border-slate-100 align-top">
                <th scope="row" className="px-3 py-2 text-left font-normal leading-8 text-slate-700">
                  <span className="flex items-center gap-2">
                    {sku?.image ? <img src={thumbnailSrc(sku.image)} alt="" className="h-8 w-8 rounded border border-slate-200 object-cover" /> : null}
                    {option}
                  </span>
                </th>
                {cells.map(({ field, label: cellLabel, inputMode }) => {
                  const { label, error, ...price } = form.field(`skus.${index}.${field}`, cellLabel);
                  const errorId = `sku-${index}-${field}-error`;
                  return (
                    <td key={field} className="px-3 py-2 text-right">
                      <input
                        aria-label={label}
                        aria-invalid={Boolean(error) || undefined}
                        aria-describedby={error ? errorId : undefined}
                        inputMode={inputMode}
                        autoComplete="off"
                        className={`${input} ${error ? 'border-red-500' : 'border-slate-300'}`}
                        {...price}
                      />
                      {error ? (
                        <p id={errorId} className="mt-1 text-xs text-red-600">
                          {error}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
                <td className="px-3 py-2 text-right">
                  <input
                    type="number"
                    min={0}
                    step={1}
                    aria-label={stockLabel}
                    aria-invalid={Boolean(stockError) || undefined}
                    aria-describedby={stockError ? `sku-${index}-stock-error` : undefined}
                    className={`${input} ${stockError ? 'border-red-500' : 'border-slate-300'}`}
                    {...stock}
                  />
                  {stockError ? (
                    <p id={`sku-${index}-stock-error`} className="mt-1 max-w-56 text-xs text-red-600">
                      {stockError}
                    </p>
                  ) : null}
                  {movedStock[index] !== undefined && !stockError ? <p className="mt-1 text-xs text-amber-700">{t('adminGoods.edit.conflict', { option, stock: movedStock[index] })}</p> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
