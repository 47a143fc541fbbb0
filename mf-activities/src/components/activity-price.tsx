import { useTranslation } from 'react-i18next';
import { Price, uiLocale } from '@shop/shared';

interface ActivityPriceProps {
  /** The activity price in yuan (for a points product the cash part, may be 0). */
  price: string;
  /** The normal price, struck through beside it when higher. */
  originalPrice?: string;
  /** A points product's points (0 or absent: priced in yuan only). */
  points?: number;
  size?: 'md' | 'lg';
}

const SIZES = { md: 'text-lg', lg: 'text-3xl' };

/** "¥99.00 ~~¥159.00~~", or for the points mall "1,200 points + ¥9.90 ~~¥159.00~~". */
export function ActivityPrice({ price, originalPrice, points = 0, size = 'md' }: ActivityPriceProps) {
  const { t } = useTranslation('activities');
  const amount = `font-bold text-rose-600 ${SIZES[size]}`;
  const hasCash = Number(price) > 0;
  const struck = originalPrice !== undefined && Number(originalPrice) > 0 && (points > 0 || Number(originalPrice) > Number(price));
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {points > 0 ? (
        <span className={amount}>
          {t('common.price.points', { count: points, formatted: new Intl.NumberFormat(uiLocale()).format(points) })}
          {hasCash && (
            <>
              {' + '}
              <Price value={price} />
            </>
          )}
        </span>
      ) : (
        <Price value={price} className={amount} />
      )}
      {struck && (
        <del className="text-xs text-slate-500">
          <span className="sr-only">{t('common.price.original')}</span>
          <Price value={originalPrice} />
        </del>
      )}
    </span>
  );
}
