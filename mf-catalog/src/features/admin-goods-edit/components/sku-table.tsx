import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SKU_CODE_MAX_LENGTH } from '@shop/contract';
import type { ContractForm } from '@shop/forms';
import { PictureCell } from '@/components/picture-cell';
import { optionText } from '../lib/sku-matrix';
import { CellInput } from './cell-input';
import type { GoodsFormValues } from './goods-form-values';

interface SkuTableProps {
  form: ContractForm<GoodsFormValues>;
  disabled: boolean;
  /** SKUs whose stock moved while the operator edited: the stock they hold now, by row. */
  movedStock: Record<number, number>;
}

/** A stock typed: a number, or nothing (which the contract's stock rule refuses) when the cell is emptied. */
const stockNumber = (text: string) => (text === '' ? null : Number(text));

const HEAD = 'px-3 py-2 font-medium whitespace-nowrap';

/**
 * The SKU matrix: one row per combination of the spec groups' values (one default option without
 * groups), each with its picture, code, price, market price and stock edited in place; an error shows
 * under its cell and describes it.
 */
export function SkuTable({ form, disabled, movedStock }: SkuTableProps) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language === 'en-us' ? 'en' : 'zh';
  const specs = useWatch({ control: form.control, name: 'specs' }) ?? [];
  const skus = useWatch({ control: form.control, name: 'skus' }) ?? [];
  const skusError = form.message('skus', t('adminGoods.edit.skuTable'));

  const field = (name: Parameters<typeof form.field>[0], label: string, options?: Parameters<typeof form.field>[2]) => {
    const { label: named, error, ...input } = form.field(name, label, options);
    return { label: named, error, errorId: `${name.replace(/\./g, '-')}-error`, ...input };
  };

  return (
    <div>
      {skusError ? (
        <p role="alert" className="mb-2 text-xs text-red-600">
          {skusError}
        </p>
      ) : null}
      <div className="max-h-[36rem] overflow-auto rounded border border-slate-200">
        <table className="w-full border-collapse text-sm" aria-label={t('adminGoods.edit.skuTable')}>
          <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-600">
            <tr>
              {specs.length === 0 ? (
                <th scope="col" className={`${HEAD} text-left`}>
                  {t('adminGoods.edit.option')}
                </th>
              ) : (
                specs.map((spec, group) => (
                  <th key={spec.uid} scope="col" className={`${HEAD} text-left`}>
                    {(lang === 'en' ? spec.name_en : spec.name_zh) || t('adminGoods.matrix.groupN', { n: group + 1 })}
                  </th>
                ))
              )}
              <th scope="col" className={`${HEAD} text-left`}>
                {t('adminGoods.matrix.picture')}
              </th>
              <th scope="col" className={`${HEAD} text-left`}>
                {t('adminGoods.matrix.code')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('adminGoods.edit.price')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('adminGoods.edit.marketPrice')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('adminGoods.edit.stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {skus.map((sku, index) => {
              const option = (specs.length > 0 && optionText(specs, sku, lang)) || t('adminGoods.edit.defaultOption');
              const imageName = `skus.${index}.image` as const;
              return (
                <tr key={`${index}:${sku.uids.join('|')}`} className="border-t border-slate-100 align-top">
                  {specs.length === 0 ? (
                    <th scope="row" className="px-3 py-2 text-left font-normal leading-8 text-slate-700">
                      {option}
                    </th>
                  ) : (
                    specs.map((spec, group) => {
                      const value = spec.values.find((candidate) => candidate.uid === sku.uids[group]);
                      const text = (lang === 'en' ? value?.value_en : value?.value_zh) ?? '';
                      return group === 0 ? (
                        <th key={spec.uid} scope="row" className="px-3 py-2 text-left font-normal leading-8 text-slate-700">
                          <span className="sr-only">{option}</span>
                          <span aria-hidden="true">{text}</span>
                        </th>
                      ) : (
                        <td key={spec.uid} className="px-3 py-2 leading-8 text-slate-700">
                          {text}
                        </td>
                      );
                    })
                  )}
                  <td className="px-3 py-2">
                    <PictureCell
                      label={t('adminGoods.matrix.pictureOf', { option })}
                      value={sku.image}
                      disabled={disabled}
                      onChange={(url) => {
                        form.setValue(imageName, url, { shouldDirty: true });
                        form.clearErrors(imageName);
                      }}
                      error={form.message(imageName, t('adminGoods.matrix.picture'))}
                    />
                  </td>
                  <td className="px-3 py-2">
                    <CellInput maxLength={SKU_CODE_MAX_LENGTH} {...field(`skus.${index}.code`, t('adminGoods.matrix.codeOf', { option }))} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <CellInput inputMode="decimal" className="text-right" {...field(`skus.${index}.sell_price`, t('adminGoods.edit.priceOf', { option }))} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <CellInput inputMode="decimal" className="text-right" {...field(`skus.${index}.market_price`, t('adminGoods.edit.marketPriceOf', { option }))} />
                  </td>
                  <td className="px-3 py-2 text-right">
                    <CellInput type="number" min={0} step={1} width="w-24" className="text-right" {...field(`skus.${index}.stock`, t('adminGoods.edit.stockOf', { option }), { setValueAs: stockNumber })} />
                    {movedStock[index] !== undefined ? <p className="mt-1 max-w-56 text-xs text-amber-700">{t('adminGoods.edit.conflict', { option, stock: movedStock[index] })}</p> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-500">{t('adminGoods.matrix.count', { count: skus.length })}</p>
    </div>
  );
}
