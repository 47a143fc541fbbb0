import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK_THRESHOLD } from '@shop/contract';
import { Button } from '@shop/shared';
import { CategorySelect } from '@/components/category-select';

/** The list's filters as they sit in the URL ('' when unset). */
export interface GoodsFilterValues extends Record<string, string> {
  keyword: string;
  category_id: string;
  status: string;
  low_stock: string;
}

export const NO_FILTERS: GoodsFilterValues = { keyword: '', category_id: '', status: '', low_stock: '' };

const control = 'h-9 rounded border border-slate-300 bg-white px-2 text-sm text-slate-700 outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30';

/**
 * The filters row: keyword (name or id), category (a top category takes in its sub-categories),
 * shelf status and low stock. The keyword applies on Search; the others at once.
 */
export function GoodsFilters({ values, onChange }: { values: GoodsFilterValues; onChange: (next: Partial<GoodsFilterValues>) => void }) {
  const { t } = useTranslation('catalog');
  const [keyword, setKeyword] = useState(values.keyword);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim() });
  };

  return (
    <form role="search" aria-label={t('adminGoods.filters.label')} onSubmit={submit} className="flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3 text-sm">
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminGoods.filters.keyword')}
        <input type="search" value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder={t('adminGoods.filters.keywordPlaceholder')} maxLength={60} className={`${control} w-52`} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminGoods.filters.category')}
        <CategorySelect value={values.category_id} onChange={(value) => onChange({ category_id: value })} placeholder={t('adminGoods.filters.allCategories')} className={`${control} w-48`} />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-600">
        {t('adminGoods.filters.status')}
        <select value={values.status} onChange={(event) => onChange({ status: event.target.value })} className={`${control} w-36`}>
          <option value="">{t('adminGoods.filters.anyStatus')}</option>
          <option value="on">{t('adminGoods.status.on')}</option>
          <option value="off">{t('adminGoods.status.off')}</option>
        </select>
      </label>
      <label className="flex h-9 items-center gap-2 text-slate-700">
        <input type="checkbox" checked={values.low_stock === '1'} onChange={(event) => onChange({ low_stock: event.target.checked ? '1' : '' })} className="h-4 w-4 accent-rose-600" />
        {t('adminGoods.filters.lowStock', { threshold: LOW_STOCK_THRESHOLD })}
      </label>
      <div className="ml-auto flex gap-2">
        <Button type="submit" className="h-9">
          {t('adminGoods.filters.search')}
        </Button>
        <Button
          variant="secondary"
          className="h-9"
          onClick={() => {
            setKeyword('');
            onChange(NO_FILTERS);
          }}
        >
          {t('adminGoods.filters.reset')}
        </Button>
      </div>
    </form>
  );
}
