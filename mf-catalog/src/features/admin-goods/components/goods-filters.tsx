import { useTranslation } from 'react-i18next';
import { LOW_STOCK_THRESHOLD } from '@shop/contract';
import { FilterBar, FilterInput, FilterSelect } from '@shop/forms';
import { useCategoryOptions } from '@/hooks/use-category-options';

/** The list's filters as they sit in the URL ('' when unset). */
export interface GoodsFilterValues extends Record<string, string> {
  keyword: string;
  category_id: string;
  status: string;
  low_stock: string;
}

export const NO_FILTERS: GoodsFilterValues = { keyword: '', category_id: '', status: '', low_stock: '' };

/**
 * The filters row: keyword (name or id), category (a top category takes in its sub-categories),
 * shelf status and low stock. The keyword applies on Search; the others at once, so they show the
 * applied filters (give the row the applied keyword as its `key`).
 */
export function GoodsFilters({ values, onChange }: { values: GoodsFilterValues; onChange: (next: Partial<GoodsFilterValues>) => void }) {
  const { t } = useTranslation('catalog');
  const categoryOptions = useCategoryOptions(t('adminGoods.filters.allCategories'));
  return (
    <FilterBar
      label={t('adminGoods.filters.label')}
      onSearch={(typed) => onChange({ keyword: typed.keyword ?? '', category_id: typed.category_id ?? '', status: typed.status ?? '', low_stock: typed.low_stock ?? '' })}
      onReset={() => onChange(NO_FILTERS)}
    >
      <FilterInput label={t('adminGoods.filters.keyword')} type="search" name="keyword" defaultValue={values.keyword} placeholder={t('adminGoods.filters.keywordPlaceholder')} maxLength={60} className="w-52" />
      <FilterSelect label={t('adminGoods.filters.category')} name="category_id" value={values.category_id} onChange={(event) => onChange({ category_id: event.target.value })}>
        {categoryOptions}
      </FilterSelect>
      <FilterSelect label={t('adminGoods.filters.status')} name="status" value={values.status} onChange={(event) => onChange({ status: event.target.value })}>
        <option value="">{t('adminGoods.filters.anyStatus')}</option>
        <option value="on">{t('adminGoods.status.on')}</option>
        <option value="off">{t('adminGoods.status.off')}</option>
      </FilterSelect>
      <label className="flex items-center gap-2 text-xs text-slate-600">
        <input
          type="checkbox"
          name="low_stock"
          value="1"
          checked={values.low_stock === '1'}
          onChange={(event) => onChange({ low_stock: event.target.checked ? '1' : '' })}
          className="h-4 w-4 accent-rose-600"
        />
        {t('adminGoods.filters.lowStock', { threshold: LOW_STOCK_THRESHOLD })}
      </label>
    </FilterBar>
  );
}
