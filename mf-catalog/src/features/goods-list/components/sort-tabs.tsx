import { useTranslation } from 'react-i18next';
import type { GoodsSort } from '@shop/contract';

interface SortTabsProps {
  sort: GoodsSort;
  onChange: (sort: GoodsSort) => void;
}

const tab = 'h-8 border-r border-slate-200 px-4 text-sm transition-colors last:border-r-0';

/** Default, Sales, Price: the price tab starts low to high and toggles while it is active. */
export function SortTabs({ sort, onChange }: SortTabsProps) {
  const { t } = useTranslation('catalog');
  const byPrice = sort === 'price_asc' || sort === 'price_desc';
  const option = (value: GoodsSort, label: string, pressed = sort === value) => (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(value)}
      className={`${tab} ${pressed ? 'bg-rose-600 text-white' : 'bg-white text-slate-600 hover:text-rose-600'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('sort.label')} className="flex overflow-hidden rounded border border-slate-200">
      {option('default', t('sort.default'))}
      {option('sales', t('sort.sales'))}
      {option(sort === 'price_asc' ? 'price_desc' : 'price_asc', t(sort === 'price_desc' ? 'sort.priceDesc' : 'sort.priceAsc'), byPrice)}
    </div>
  );
}
