import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FootprintDay as Day } from '@shop/contract';
import { RemoveTileButton } from '@/components/remove-tile-button';
import { SavedGoodsTile } from '@/components/saved-goods-tile';
import { dayKind } from '../lib/day-label';

interface FootprintDayProps {
  day: Day;
  today: string;
  removing: number | null;
  onRemove: (goodsId: number) => void;
}

/** The goods viewed on one day: "Today", "Yesterday" or the date, then their tiles, each removable. */
export function FootprintDay({ day, today, removing, onRemove }: FootprintDayProps) {
  const { t } = useTranslation('ucenter');
  const headingId = useId();
  const kind = dayKind(day.date, today);
  return (
    <section aria-labelledby={headingId} className="mb-6 last:mb-0">
      <div className="mb-3 flex items-baseline gap-3 border-b border-slate-100 pb-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-800">
          {kind === 'date' ? (
            day.date
          ) : (
            <>
              {t(`footprint.${kind}`)} <span className="ml-1 text-sm font-normal text-slate-500">{day.date}</span>
            </>
          )}
        </h2>
        <span className="text-sm text-slate-500">{t('footprint.dayCount', { count: day.list.length })}</span>
      </div>
      <ul className="grid grid-cols-5 gap-4">
        {day.list.map((item) => (
          <SavedGoodsTile
            key={item.goods_id}
            goods={item}
            unavailable={item.on_sale ? null : t('footprint.offShelf')}
            corner={<RemoveTileButton label={t('footprint.removeOf', { name: item.name })} onClick={() => onRemove(item.goods_id)} disabled={removing === item.goods_id} />}
          />
        ))}
      </ul>
    </section>
  );
}
