import { useTranslation } from 'react-i18next';
import { isOn } from '@shop/shared';
import type { GoodsBlockValue } from '../../lib/types';
import { GoodsCard } from '../goods-card';

/** A grid of products, five per row; names and prices only when the design asks for them. */
export function GoodsBlock({ value }: { value?: GoodsBlockValue }) {
  const { t } = useTranslation('home');
  const list = Array.isArray(value?.list) ? value.list : [];
  if (list.length === 0) return null;
  return (
    <section data-block="goods" aria-label={t('goodsList')} className="mx-auto w-[1200px] py-2">
      <ul className="grid grid-cols-5 gap-4">
        {list.map((goods, index) => (
          <li key={`${goods.id}-${index}`}>
            <GoodsCard goods={goods} showName={isOn(value?.is_title)} showPrice={isOn(value?.is_price)} className="h-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
