import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { goodsPriceField, GOODS_STOCK_MAX } from '@shop/contract';
import type { ContractForm } from '@shop/forms';
import { Button } from '@shop/shared';
import { applyBulk, skuMatches, type BulkChange, type SkuFilter } from '../lib/sku-matrix';
import type { GoodsFormValues } from './goods-form-values';

const INPUT = 'h-8 w-28 rounded border border-slate-300 px-2 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/** What the operator typed, as a change: empty fields are left alone; anything else must be a price or a stock. */
function readChange(sellPrice: string, marketPrice: string, stock: string): BulkChange | 'price' | 'stock' {
  const change: BulkChange = {};
  for (const [key, text] of [
    ['sell_price', sellPrice],
    ['market_price', marketPrice],
  ] as const) {
    if (text.trim() === '') continue;
    if (!goodsPriceField.safeParse(text).success) return 'price';
    change[key] = text.trim();
  }
  if (stock.trim() !== '') {
    const units = Number(stock);
    if (!Number.isInteger(units) || units < 0 || units > GOODS_STOCK_MAX) return 'stock';
    change.stock = units;
  }
  return change;
}

/**
 * Sets a price, a market price or a stock on every SKU at once, or on those with a chosen value of
 * some groups (every blue one, every XL one): as JD's and Tmall's merchant tables do.
 */
export function SkuBulkBar({ form }: { form: ContractForm<GoodsFormValues> }) {
  const { t, i18n } = useTranslation('catalog');
  const en = i18n.language === 'en-us';
  const id = useId();
  const specs = useWatch({ control: form.control, name: 'specs' }) ?? [];
  const skus = useWatch({ control: form.control, name: 'skus' }) ?? [];
  const [filter, setFilter] = useState<SkuFilter>({});
  const [sellPrice, setSellPrice] = useState('');
  const [marketPrice, setMarketPrice] = useState('');
  const [stock, setStock] = useState('');
  const [said, setSaid] = useState<string | null>(null);
  const picked = skus.filter((sku) => skuMatches(specs, sku, filter)).length;

  const apply = () => {
    const change = readChange(sellPrice, marketPrice, stock);
    if (change === 'price' || change === 'stock') return setSaid(t(change === 'price' ? 'adminGoods.errors.goods_price_invalid' : 'adminGoods.errors.goods_stock_invalid'));
    if (Object.keys(change).length === 0) return setSaid(t('adminGoods.bulk.nothing'));
    form.setValue('skus', applyBulk(form.getValues('specs'), form.getValues('skus'), filter, change), { shouldDirty: true });
    form.clearErrors('skus');
    setSaid(t('adminGoods.bulk.done', { count: picked }));
  };

  return (
    <div role="group" aria-labelledby={`${id}-title`} className="mb-3 flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-slate-50 p-3 text-sm">
      <p id={`${id}-title`} className="w-full text-xs font-medium text-slate-700">
        {t('adminGoods.bulk.title')}
      </p>
      {specs.map((spec, group) => {
        const name = (en ? spec.name_en : spec.name_zh) || t('adminGoods.matrix.groupN', { n: group + 1 });
        return (
          <label key={spec.uid} className="flex flex-col gap-1 text-xs text-slate-600">
            {name}
            <select
              value={filter[spec.uid] ?? ''}
              onChange={(event) => setFilter((current) => ({ ...current, [spec.uid]: event.target.value }))}
              className="h-8 rounded border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">{t('adminGoods.bulk.every', { name })}</option>
              {spec.values.map((value, at) => (
                <option key={value.uid} value={value.uid}>
                  {(en ? value.value_en : value.value_zh) || t('adminGoods.matrix.valueN', { n: at + 1 })}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminGoods.edit.price')}
        <input inputMode="decimal" value={sellPrice} onChange={(event) => setSellPrice(event.target.value)} className={INPUT} aria-label={t('adminGoods.bulk.price')} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminGoods.edit.marketPrice')}
        <input inputMode="decimal" value={marketPrice} onChange={(event) => setMarketPrice(event.target.value)} className={INPUT} aria-label={t('adminGoods.bulk.marketPrice')} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminGoods.edit.stock')}
        <input type="number" min={0} step={1} value={stock} onChange={(event) => setStock(event.target.value)} className={INPUT} aria-label={t('adminGoods.bulk.stock')} />
      </label>
      <Button type="button" variant="secondary" onClick={apply} className="h-8 py-0">
        {t('adminGoods.bulk.apply', { count: picked })}
      </Button>
      <p role="status" className="basis-full text-xs text-slate-600">
        {said ?? ''}
      </p>
    </div>
  );
}
