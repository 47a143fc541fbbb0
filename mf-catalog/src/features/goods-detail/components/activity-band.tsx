import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivityBadge, GoodsDetail } from '@shop/contract';
import { useServerCountdown } from '@shop/commerce';
import { activityViewPath, formatCountdown } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';
import { ActivityOffer } from '@/components/activity-offer';

/**
 * The rose band above the price box of a product in a promotion: its type and price, a countdown
 * to its end (or start), and the way to the promotion's own page, where it is bought. `goods` is
 * the product's answer as the query holds it, so that its `now` is measured once, when it arrived.
 */
export function ActivityBand({ goods, activity }: { goods: GoodsDetail; activity: ActivityBadge }) {
  const { t } = useTranslation('catalog');
  const queryClient = useQueryClient();
  const upcoming = activity.state === 'upcoming';
  // When the count runs out the promotion has started or ended: the product is asked again for its new state.
  const left = useServerCountdown(upcoming ? activity.starts_at : activity.ends_at, goods.now, () => {
    void queryClient.invalidateQueries({ queryKey: goodsKeys.detail(goods.id) });
  });

  return (
    <section aria-label={t('activity.band')} data-testid="activity-band" className="mt-4 flex items-center gap-4 rounded-t-md bg-gradient-to-r from-rose-600 to-rose-500 px-5 py-2.5 text-white">
      <span className="flex items-baseline gap-2">
        <ActivityOffer activity={activity} priceClassName="text-2xl font-bold" />
      </span>
      <span className="flex items-center gap-1.5 text-sm text-rose-50">
        {t(upcoming ? 'activity.startsIn' : 'activity.endsIn')}
        {/* The server rendered the time left when it read the page; it ticks from the first second here. */}
        <span role="timer" className="rounded bg-slate-900/80 px-1.5 py-0.5 font-mono tabular-nums text-white" suppressHydrationWarning>
          {formatCountdown(left)}
        </span>
      </span>
      <Link to={activityViewPath(activity.type, activity.id)} className="ml-auto rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-rose-700 transition hover:bg-rose-50">
        {t(`activity.go.${activity.type}`)} ›
      </Link>
    </section>
  );
}
