import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { GoodsListItem } from '@shop/contract';
import { goodsViewPath, LazyImage, Price } from '@shop/shared';
import { COMMERCE_NAMESPACE } from '../commerce-messages';

/** A recommended product: picture, name, price and how many sold, the whole tile opening its page. */
export function RecommendCard({ goods }: { goods: GoodsListItem }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <Link
      to={goodsViewPath(goods.id)}
      data-testid="recommend-card"
      className="flex h-full flex-col rounded-lg bg-white p-3 ring-1 ring-slate-100 transition duration-200 hover:-translate-y-0.5 hover:shadow-[0_12px_24px_-8px_rgba(15,23,42,0.18)]"
    >
      <span className="block aspect-square overflow-hidden rounded-md bg-slate-50">
        <LazyImage src={goods.image} alt="" className="h-full w-full object-cover" />
      </span>
      <span className="mt-3 line-clamp-2 h-10 text-sm leading-5 text-slate-700 hover:text-rose-700">{goods.name}</span>
      <span className="mt-2 flex items-baseline justify-between gap-2">
        <Price value={goods.sell_price} className="text-lg font-semibold text-rose-700" />
        <span className="text-xs text-slate-500">{t('recommend.sold', { count: goods.sales })}</span>
      </span>
    </Link>
  );
}

const COLUMNS = { 4: 'grid-cols-4', 5: 'grid-cols-5', 6: 'grid-cols-6' } as const;
export type RecommendColumns = keyof typeof COLUMNS;

/** Recommended goods in rows of `columns`. */
export function RecommendGrid({ list, columns, label }: { list: readonly GoodsListItem[]; columns: RecommendColumns; label: string }) {
  return (
    <ul aria-label={label} className={`grid gap-4 ${COLUMNS[columns]}`}>
      {list.map((goods) => (
        <li key={goods.id}>
          <RecommendCard goods={goods} />
        </li>
      ))}
    </ul>
  );
}
