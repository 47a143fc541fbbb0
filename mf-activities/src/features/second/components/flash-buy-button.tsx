import { useTranslation } from 'react-i18next';
import type { FlashDetail } from '@shop/contract';
import { Button } from '@shop/shared';
import type { ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { useBuyActivity } from '@/hooks/use-buy-activity';

/** The button's words: "Buy now" while it can be bought, else why not ("Starts soon", "Sold out", "Ended"). */
function label(activity: FlashDetail): string {
  if (activity.state === 'upcoming') return 'second.card.soon';
  if (activity.state === 'ended') return activity.stock === 0 ? 'second.card.soldOut' : 'second.card.over';
  return 'second.card.buy';
}

/** "Buy now": straight to the confirm page (no cart) with the SKU and a quantity already within the caps. */
export function FlashBuyButton({ activity, purchase }: { activity: FlashDetail; purchase: ActivityPurchaseState }) {
  const { t } = useTranslation('activities');
  const buy = useBuyActivity();
  const onClick = () => {
    const sku = purchase.ready();
    if (sku) buy({ type: 'second', activityId: activity.id, skuId: sku.sku_id, quantity: purchase.quantity });
  };
  return (
    <Button onClick={onClick} disabled={purchase.blocked !== null} className="h-11 w-48 text-base">
      {t(label(activity))}
    </Button>
  );
}
