import { useTranslation } from 'react-i18next';
import { useFieldArray } from 'react-hook-form';
import type { ActivityType } from '@shop/contract';
import type { ContractForm, ProblemWords } from '@shop/forms';
import { Price } from '@shop/shared';
import { skuValuesFor, type ActivityFormValues } from '../lib/activity-form-values';
import type { SkuOption } from '../lib/sku-options';
import { typedNumber } from '../lib/typed-number';

type SkuField = 'price' | 'floor_price' | 'points' | 'stock';

const PRICE_LABEL: Record<ActivityType, string> = { group: 'price', second: 'price', limit: 'price', bargain: 'startPrice', point: 'cashPart' };

/**
 * Every SKU of the product, each offered in the activity or not, with the shop's own price and stock
 * beside the activity's price, stock and (by type) floor price or points. The activity's SKUs are
 * fixed once it has sales (`locked`).
 */
export function ActivitySkuTable({ form, type, options, locked }: { form: ContractForm<ActivityFormValues>; type: ActivityType; options: SkuOption[]; locked: boolean }) {
  const { t } = useTranslation('activities');
  const rows = useFieldArray({ control: form.control, name: 'skus', keyName: 'key' });
  const listProblem = form.message('skus', t('admin.edit.skus'), { required: t('admin.problems.skusRequired') });
  /** A price that does not parse is worded here (empty, it is simply missing); a count takes the form's words. */
  const says = (field: SkuField): ProblemWords => (field === 'price' || field === 'floor_price' ? { wrong: t('admin.problems.activity_price_invalid') } : {});
  const columns: { field: SkuField; label: string; decimal: boolean }[] = [
    { field: 'price', label: t(`admin.edit.${PRICE_LABEL[type]}`), decimal: true },
    ...(type === 'bargain' ? [{ field: 'floor_price' as const, label: t('admin.edit.floorPrice'), decimal: true }] : []),
    ...(type === 'point' ? [{ field: 'points' as const, label: t('admin.edit.points'), decimal: false }] : []),
    { field: 'stock', label: t('admin.edit.stock'), decimal: false },
  ];

  if (options.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{t('admin.edit.noSkus')}</p>;
  return (
    <div>
      <div className="overflow-x-auto rounded border border-slate-200">
        <table aria-label={t('admin.edit.skus')} className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">{t('admin.edit.skus')}</span>
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">{t('admin.edit.sku')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('admin.edit.shopPrice')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('admin.edit.shopStock')}</th>
              {columns.map((column) => (
                <th key={column.field} scope="col" className="w-36 px-3 py-2 text-left font-medium">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('admin.edit.sold')}</th>
            </tr>
          </thead>
          <tbody>
            {options.map((option) => {
              const index = rows.fields.findIndex((row) => row.sku_id === option.sku_id);
              const name = option.text || t('admin.edit.singleSku');
              return (
                <tr key={option.sku_id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="mt-2 h-4 w-4 accent-rose-600"
                      aria-label={t('admin.edit.include', { sku: name })}
                      checked={index >= 0}
                      disabled={locked}
                      onChange={() => (index >= 0 ? rows.remove(index) : rows.append(skuValuesFor(option)))}
                    />
                  </td>
                  <td className="px-3 py-2 pt-3 text-slate-800">{name}</td>
                  <td className="px-3 py-2 pt-3 text-right">
                    <Price value={option.original_price} />
                  </td>
                  <td className="px-3 py-2 pt-3 text-right">{option.sku_stock}</td>
                  {columns.map((column) => {
                    if (index < 0) return <td key={column.field} className="px-3 py-2 pt-3 text-slate-400">—</td>;
                    const path = `skus.${index}.${column.field}` as const;
                    const label = t('admin.edit.cellLabel', { column: column.label, sku: name });
                    const error = form.message(path, label, says(column.field));
                    return (
                      <td key={column.field} className="px-3 py-2">
                        <input
                          aria-label={label}
                          inputMode={column.decimal ? 'decimal' : 'numeric'}
                          aria-invalid={Boolean(error) || undefined}
                          aria-describedby={error ? `${path}-error` : undefined}
                          className={`h-8 w-full rounded border px-2 text-sm ${error ? 'border-red-500' : 'border-slate-300'}`}
                          {...form.register(path, { onChange: () => form.clearErrors(path), ...(column.decimal ? {} : { setValueAs: typedNumber }) })}
                        />
                        {error && (
                          <p id={`${path}-error`} role="alert" className="mt-1 text-xs text-red-600">
                            {error}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td className="px-3 py-2 pt-3 text-right">{option.sold}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {listProblem && (
        <p role="alert" className="mt-2 text-xs text-red-600">
          {listProblem}
        </p>
      )}
    </div>
  );
}
