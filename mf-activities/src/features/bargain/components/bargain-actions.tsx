import { useTranslation } from 'react-i18next';
import type { BargainView } from '@shop/contract';
import { Button } from '@shop/shared';
import type { ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { useBuyActivity } from '@/hooks/use-buy-activity';
import { useRequireMember } from '@shop/commerce';
import { useStartBargain } from '../api/start-bargain';

interface BargainActionsProps {
  activity: BargainView;
  purchase: ActivityPurchaseState;
}

/**
 * The page's main button: with an open bargain, buy it at the price reached (one unit, at any
 * time); otherwise start one on the chosen option. A visitor signs in first.
 */
export function BargainActions({ activity, purchase }: BargainActionsProps) {
  const { t } = useTranslation('activities');
  const requireMember = useRequireMember();
  const buy = useBuyActivity();
  const start = useStartBargain();
  const own = activity.bargain;

  if (own?.state === 'open') {
    return (
      <div className="flex items-center gap-4">
        <Button
          className="h-11 min-w-48 text-base"
          disabled={own.activity_state !== 'selling'}
          onClick={() => buy({ type: 'bargain', activityId: activity.id, skuId: own.sku_id, quantity: 1, bargainId: own.id })}
        >
          {t('bargain.view.buy', { price: own.price })}
        </Button>
        {own.sku_text && <span className="text-sm text-slate-500">{t('bargain.view.yourSku', { sku: own.sku_text })}</span>}
      </div>
    );
  }

  const begin = () => {
    if (!requireMember()) return;
    const sku = purchase.ready();
    if (sku) start.mutate({ activity_id: activity.id, sku_id: sku.sku_id });
  };
  return (
    <Button className="h-11 min-w-48 text-base" pending={start.isPending} disabled={purchase.blocked !== null} onClick={begin}>
      {own ? t('bargain.view.startAgain') : t('bargain.view.begin')}
    </Button>
  );
}
