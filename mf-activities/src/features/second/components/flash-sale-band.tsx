import { useTranslation } from 'react-i18next';
import type { FlashDetail } from '@shop/contract';
import { slotSpan } from '../lib/slot-span';
import { soldPercent } from '../lib/sold-percent';

/** In the price band: the slot it sells in today, how much has gone and how much is left. */
export function FlashSaleBand({ activity }: { activity: FlashDetail }) {
  const { t } = useTranslation('activities');
  return (
    <p className="flex items-center gap-3">
      <span className="rounded bg-rose-100 px-2 py-0.5 font-medium">{t('second.banner.session', { span: slotSpan(activity.slot) })}</span>
      <span data-testid="flash-progress" className="font-medium">
        {t('second.card.percent', { percent: soldPercent(activity.sold, activity.stock) })} ·{' '}
        {activity.stock > 0 ? t('second.view.left', { count: activity.stock }) : t('second.card.soldOut')}
      </span>
    </p>
  );
}
