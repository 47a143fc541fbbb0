import { useTranslation } from 'react-i18next';
import { LazyImage, SmartLink } from '@shop/shared';
import type { ColumnBlockValue } from '../../lib/types';
import { GoodsCard } from '../goods-card';
import { MoreLink } from '../more-link';

/** Style 1: image left, 3 products right; style 2: 3 products left, image right; style 3: image left, 4 products right. */
const LAYOUTS = {
  1: { count: 3, imageFirst: true },
  2: { count: 3, imageFirst: false },
  3: { count: 4, imageFirst: true },
} as const;

export function ColumnBlock({ value }: { value?: ColumnBlockValue }) {
  const { t } = useTranslation('home');
  const style = Number(value?.style);
  const layout = LAYOUTS[style as keyof typeof LAYOUTS] ?? LAYOUTS[1];
  const title = value?.title ?? '';
  const goods = (Array.isArray(value?.list) ? value.list : []).slice(0, layout.count);

  const image = (
    <SmartLink link={value?.link} aria-label={title || t('more')} className="block w-[290px] shrink-0 overflow-hidden rounded-lg">
      <LazyImage src={value?.image} alt={title} className="h-full w-full object-cover transition duration-300 hover:scale-[1.03]" />
    </SmartLink>
  );
  const products = (
    <ul className="grid flex-1 gap-4" style={{ gridTemplateColumns: `repeat(${layout.count}, minmax(0, 1fr))` }}>
      {goods.map((item, index) => (
        <li key={`${item.id}-${index}`} className="flex">
          <GoodsCard goods={item} className="flex-1" />
        </li>
      ))}
    </ul>
  );

  return (
    <section data-block="column" data-style={style in LAYOUTS ? style : 1} aria-label={title || undefined} className="mx-auto w-[1200px] py-4">
      <header className="mb-3 flex items-end justify-between">
        <h2 className="border-l-4 border-rose-600 pl-3 text-xl font-semibold leading-6 text-slate-800">{title}</h2>
        <MoreLink link={value?.link} subject={title} />
      </header>
      <div className="flex items-stretch gap-4">
        {layout.imageFirst && image}
        {products}
        {!layout.imageFirst && image}
      </div>
    </section>
  );
}
