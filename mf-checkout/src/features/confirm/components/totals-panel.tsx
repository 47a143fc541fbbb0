import { useTranslation } from 'react-i18next';
import { Price } from '@shop/shared';
import type { OrderPreview } from '@shop/contract';
import { countText } from '@/lib/count-text';

interface TotalsPanelProps {
  preview: OrderPreview;
  repricing: boolean;
  stale: boolean;
  onRetry: () => void;
}

/** The amounts exactly as the server priced them; nothing here is computed in the browser. */
export function TotalsPanel({ preview, repricing, stale, onRetry }: TotalsPanelProps) {
  const { t } = useTranslation('checkout');
  const rows = [
    { key: 'goods', label: t('totals.goodsAmount', { count: preview.items.reduce((n, item) => n + item.quantity, 0) }), value: <Price value={preview.goods_amount} /> },
    { key: 'freight', label: t('totals.freight'), value: <Price value={preview.freight} /> },
    {
      key: 'discount',
      label: t('totals.discount'),
      value: (
        <>
          <span aria-hidden="true">−</span>
          <Price value={preview.discount} />
        </>
      ),
    },
  ];
  return (
    <section aria-label={t('totals.label')} aria-busy={repricing || undefined} className={`mb-4 rounded-lg bg-white px-6 py-5 transition-opacity ${repricing ? 'opacity-60' : ''}`}>
      {/* "1,200 points (you have 3,000)" needs a wider column than an amount. */}
      <dl className={`ml-auto grid ${preview.points_cost > 0 ? 'w-[30rem]' : 'w-80'} grid-cols-[1fr_auto] gap-x-3 gap-y-2 text-sm text-slate-600`}>
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="text-right">{row.label}</dt>
            <dd data-testid={`total-${row.key}`} className="min-w-32 text-right text-slate-800">
              {row.value}
            </dd>
          </div>
        ))}
        {preview.points_cost > 0 && (
          <>
            <dt className="text-right">{t('totals.pointsLabel')}</dt>
            <dd data-testid="total-points" className="text-right whitespace-nowrap text-slate-800">
              {t('totals.pointsOfBalance', { count: preview.points_cost, formatted: countText(preview.points_cost), balance: countText(preview.points_balance) })}
            </dd>
          </>
        )}
        <dt className="text-right">{t('totals.balance')}</dt>
        <dd data-testid="total-balance" className="min-w-32 text-right text-slate-800">
          <Price value={preview.balance} />
        </dd>
      </dl>
      {stale && (
        <p className="mt-3 text-right text-xs text-amber-700">
          {t('totals.stale')}{' '}
          <button type="button" onClick={onRetry} className="text-rose-700 underline">
            {t('actions.retry')}
          </button>
        </p>
      )}
    </section>
  );
}
