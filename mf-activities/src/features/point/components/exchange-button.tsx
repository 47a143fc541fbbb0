import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointDetail } from '@shop/contract';
import { Button } from '@shop/shared';
import type { ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { useBuyActivity } from '@/hooks/use-buy-activity';
import { formatPoints } from '../lib/format-points';

/**
 * "Exchange now": to the confirm page with the chosen SKU and quantity. Disabled while nothing can
 * be bought, and when the member's points do not cover the quantity, saying how many are needed.
 */
export function ExchangeButton({ activity, purchase }: { activity: PointDetail; purchase: ActivityPurchaseState }) {
  const { t } = useTranslation('activities');
  const buy = useBuyActivity();
  const reasonId = useId();
  const needed = (purchase.sku?.points ?? activity.points) * purchase.quantity;
  const have = activity.member_points;
  const short = have !== null && needed > have;
  const exchange = () => {
    const sku = purchase.ready();
    if (sku) buy({ type: 'point', activityId: activity.id, skuId: sku.sku_id, quantity: purchase.quantity });
  };
  return (
    <div className="flex items-center gap-4">
      <Button onClick={exchange} disabled={purchase.blocked !== null || short} aria-describedby={short ? reasonId : undefined} className="h-11 w-48 text-base">
        {t('point.view.exchange')}
      </Button>
      {short && (
        <p id={reasonId} className="text-sm font-medium text-rose-700">
          {t('point.view.short', { needed: formatPoints(needed), have: formatPoints(have) })}
        </p>
      )}
    </div>
  );
}
