import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail, ActivitySkuOption } from '@shop/contract';
import { Gallery, SkuSelector } from '@shop/commerce';
import { QuantityStepper } from '@shop/shared';
import { useActivityPurchase, type ActivityPurchaseState } from '@/hooks/use-activity-purchase';
import { titleRepeatsName } from '@/lib/title-repeats-name';
import { ActivityContent } from './activity-content';
import { ActivityCountdownLine } from './activity-countdown-line';
import { ActivityPrice } from './activity-price';
import { ActivityStateBadge } from './activity-state-badge';

interface ActivityDetailViewProps<Detail extends ActivityDetail> {
  activity: Detail;
  /** What the price is called in the band: "Group price", "Flash price"… ("Activity price" by default). */
  priceLabel?: string;
  /** Replaces the price in the band (a bargain's start and floor), given the chosen SKU. */
  renderPrice?: (sku: ActivitySkuOption | null) => ReactNode;
  /** More in the price band, under the price: "3-person group", "You have 3,000 points"… */
  priceExtra?: ReactNode;
  /** At most this many per order on top of the activity's caps (a bargain is bought once). */
  maxQuantity?: number;
  /** The countdown reached zero: ask for the activity again (its state changed). */
  onCountdownEnd?: () => void;
  /** Under the quantity: the type's buttons and panels, given the purchase being put together. */
  children?: (purchase: ActivityPurchaseState) => ReactNode;
  /** Between the top panel and the details, full width: open groups, a bargain's helpers… */
  extra?: ReactNode;
}

/**
 * An activity's page under the frame: photos; title, name, the rose price band with the activity
 * price beside the normal one and the countdown; options, quantity within every cap, "limit N, M
 * left"; the type's buttons; then the type's panels and the product's details.
 */
export function ActivityDetailView<Detail extends ActivityDetail>(props: ActivityDetailViewProps<Detail>) {
  const { activity, priceLabel, renderPrice, priceExtra, maxQuantity, onCountdownEnd, children, extra } = props;
  const { t } = useTranslation('activities');
  const purchase = useActivityPurchase(activity, maxQuantity);
  const { sku } = purchase;
  const { limit } = activity;
  const images = activity.images.length > 0 ? activity.images : [activity.image];

  return (
    <>
      <div className="flex gap-8 rounded-lg bg-white p-6">
        <Gallery name={activity.name} images={images} highlight={sku?.image || null} size={400} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-sm text-rose-700">
            <span className="rounded bg-rose-600 px-2 py-0.5 text-xs font-medium text-white">{t(`common.types.${activity.type}`)}</span>
            {titleRepeatsName(activity.title, activity.name) ? null : activity.title}
          </p>
          <h1 className="mt-2 text-xl leading-snug font-semibold text-slate-900">{activity.name}</h1>
          {activity.subtitle && <p className="mt-1 text-sm text-slate-500">{activity.subtitle}</p>}

          <div className="mt-4 overflow-hidden rounded-md">
            <div className="flex items-center justify-between bg-rose-600 px-5 py-2 text-sm text-white">
              <ActivityStateBadge state={activity.state} onBand />
              <ActivityCountdownLine
                state={activity.state}
                startsAt={activity.starts_at}
                endsAt={activity.ends_at}
                now={activity.now}
                onEnd={onCountdownEnd}
                variant="boxed"
              />
            </div>
            <div className="bg-gradient-to-r from-rose-50 to-slate-50 px-5 py-4">
              <div className="flex items-baseline" data-testid="activity-price">
                <span className="w-24 shrink-0 pr-2 text-sm text-slate-500">{priceLabel ?? t('common.price.activity')}</span>
                {renderPrice ? (
                  renderPrice(sku)
                ) : (
                  <ActivityPrice
                    size="lg"
                    price={sku?.price ?? activity.price}
                    originalPrice={sku?.original_price ?? activity.original_price}
                    points={sku?.points ?? activity.points}
                  />
                )}
              </div>
              {priceExtra && <div className="mt-2 pl-24 text-sm text-rose-700">{priceExtra}</div>}
              <p className="mt-2 pl-24 text-sm text-slate-500">{t('common.card.sold', { count: activity.sold })}</p>
            </div>
          </div>

          <div className="mt-4 px-1">
            <SkuSelector
              groups={activity.attr}
              skus={activity.skus}
              selection={purchase.selection}
              onChoose={purchase.choose}
              labelWidth={96}
            />
            <div className="flex items-center py-2">
              <span className="w-24 shrink-0 pr-2 text-sm text-slate-600">{t('common.detail.quantity')}</span>
              <QuantityStepper value={purchase.quantity} max={purchase.cap} maxIs={purchase.cap < purchase.stock ? 'limit' : 'stock'} onChange={purchase.setQuantity} />
              <span data-testid="activity-stock" className="ml-3 text-sm text-slate-500">
                {purchase.stock > 0 ? t('common.detail.stock', { count: purchase.stock }) : t('common.card.soldOut')}
              </span>
            </div>
            {(limit.per_member > 0 || limit.per_order > 0) && (
              <p data-testid="activity-limit" className="pl-24 text-sm text-amber-700">
                {[
                  limit.per_member > 0 && t('common.detail.memberLimit', { max: limit.per_member, left: limit.left ?? 0 }),
                  limit.per_order > 0 && t('common.detail.orderLimit', { max: limit.per_order }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
            {purchase.blocked && (
              <p data-testid="activity-blocked" className="mt-1 pl-24 text-sm font-medium text-slate-600">
                {purchase.blocked}
              </p>
            )}
            <p role="alert" className="mt-1 min-h-5 pl-24 text-sm text-rose-700">
              {purchase.problem ?? ''}
            </p>
          </div>
          {children && <div className="mt-2 pl-24">{children(purchase)}</div>}
        </div>
      </div>
      {extra}
      <ActivityContent content={activity.content} />
    </>
  );
}
