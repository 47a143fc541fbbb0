import { useTranslation } from 'react-i18next';
import type { ActivityBadge } from '@shop/contract';
import { Price } from '@shop/shared';

/**
 * A product's promotion in a few words: its type and its price ("Flash sale ¥59.00"); a points
 * product by its points, plus its cash part when there is one ("Points mall 500 points + ¥10.00").
 * Shared by the list cards' badge and the product page's band.
 */
export function ActivityOffer({ activity, priceClassName = '' }: { activity: ActivityBadge; priceClassName?: string }) {
  const { t } = useTranslation('catalog');
  const cash = Number(activity.price) > 0;
  return (
    <>
      <span>{t(`activity.types.${activity.type}`)}</span>
      {activity.type === 'point' ? (
        <span className={priceClassName}>
          {t('activity.points', { count: activity.points })}
          {cash && (
            <>
              {' + '}
              <Price value={activity.price} />
            </>
          )}
        </span>
      ) : (
        <Price value={activity.price} className={priceClassName} />
      )}
    </>
  );
}
