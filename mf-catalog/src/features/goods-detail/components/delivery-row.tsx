import { useTranslation } from 'react-i18next';
import type { GoodsDeliveryAnswer } from '@shop/contract';
import { useDelivery } from '../api/get-delivery';
import { useDeliveryRegion } from '../hooks/use-delivery-region';
import { RegionChooser } from './region-chooser';

/** "Tue" and "12-02" of a China date "2026-12-02" (the weekday of the date itself, whatever the browser's zone). */
const dayOf = (date: string) => ({ weekday: new Date(`${date}T00:00:00.000Z`).getUTCDay(), date: date.slice(5) });

function Estimate({ delivery }: { delivery: GoodsDeliveryAnswer }) {
  const { t } = useTranslation('catalog');
  const { weekday, date } = dayOf(delivery.arrive_by);
  const words = { cutoff: delivery.cutoff, weekday: t(`buyBox.weekdays.${weekday}`), date };
  return <p data-testid="delivery-estimate">{t(delivery.ships_today ? 'buyBox.orderBy' : 'buyBox.orderNow', words)}</p>;
}

/** Service promises from the site settings, each with a tick. */
function Promises({ promises }: { promises: string[] }) {
  const { t } = useTranslation('catalog');
  if (promises.length === 0) return null;
  return (
    <div className="mt-2 flex items-start">
      <span className="w-24 shrink-0 text-slate-500">{t('buyBox.services')}</span>
      <ul aria-label={t('buyBox.services')} className="flex flex-wrap gap-x-4 gap-y-1 text-slate-600" data-testid="service-promises">
        {promises.map((promise) => (
          <li key={promise} className="flex items-center gap-1">
            <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 text-rose-600" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="m3 8.5 3.2 3L13 4.5" />
            </svg>
            {promise}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Where to deliver, whether it is in stock there, when it arrives and what freight costs, then the shop's promises. */
export function DeliveryRow({ goodsId, skuId, num }: { goodsId: number; skuId: number | null; num: number }) {
  const { t } = useTranslation('catalog');
  const { regionCode, choose } = useDeliveryRegion();
  const { data } = useDelivery(goodsId, { regionCode, skuId, num });
  return (
    <div className="mt-3 text-sm" data-testid="delivery">
      <div className="flex items-start">
        <span className="w-24 shrink-0 pt-0.5 text-slate-500">{t('buyBox.deliverTo')}</span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <RegionChooser region={data?.region} onChoose={choose} />
            {data && (
              <span data-testid="delivery-stock" className={data.in_stock ? 'font-medium text-slate-800' : 'font-medium text-rose-700'}>
                {t(data.in_stock ? 'buyBox.inStock' : 'buyBox.soldOutHere')}
              </span>
            )}
          </div>
          {data && (
            <div className="text-slate-600">
              <Estimate delivery={data} />
              <p data-testid="delivery-freight">{Number(data.freight) === 0 ? t('buyBox.freeShipping') : t('buyBox.freight', { freight: String(Number(data.freight)), from: String(Number(data.free_from)) })}</p>
            </div>
          )}
        </div>
      </div>
      {data && <Promises promises={data.promises} />}
    </div>
  );
}
