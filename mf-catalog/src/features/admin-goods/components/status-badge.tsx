import { useTranslation } from 'react-i18next';
import type { GoodsStatus } from '@shop/contract';

/** On shelf or off shelf, as a small badge. */
export function StatusBadge({ status }: { status: GoodsStatus }) {
  const { t } = useTranslation('catalog');
  return (
    <span className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${status === 'on' ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-200 text-slate-700'}`}>
      {t(`adminGoods.status.${status}`)}
    </span>
  );
}
