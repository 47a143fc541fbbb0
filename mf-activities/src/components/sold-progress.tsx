import { useTranslation } from 'react-i18next';

/** How much of the activity's stock has gone: a bar and "12 sold"; sold out says so. */
export function SoldProgress({ sold, stock }: { sold: number; stock: number }) {
  const { t } = useTranslation('activities');
  const total = sold + stock;
  const percent = total > 0 ? Math.min(100, Math.round((sold / total) * 100)) : 100;
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('common.card.progress', { percent })}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-rose-100"
      >
        <div className="h-full rounded-full bg-rose-500" style={{ width: `${percent}%` }} />
      </div>
      <span className="shrink-0">{stock > 0 ? t('common.card.sold', { count: sold }) : t('common.card.soldOut')}</span>
    </div>
  );
}
