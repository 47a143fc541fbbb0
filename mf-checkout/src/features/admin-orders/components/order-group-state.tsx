import { useTranslation } from 'react-i18next';
import type { OrderGroup } from '@shop/contract';
import { formatDateTime } from '@shop/shared';

const TONES: Record<OrderGroup['status'], string> = {
  open: 'bg-amber-100 text-amber-800',
  success: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-slate-200 text-slate-700',
};

/** A group order's group in a word: still forming (and how many more), complete, or failed and refunded. */
export function OrderGroupBadge({ group }: { group: OrderGroup }) {
  const { t } = useTranslation('checkout');
  return (
    <span className={`whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ${TONES[group.status]}`}>
      {t(`adminOrder.group.${group.status}`, { count: group.needed })}
    </span>
  );
}

/** Why a paid group order has no Ship button yet: its group is not complete. */
export function GroupHoldsShipment({ group }: { group: OrderGroup }) {
  const { t } = useTranslation('checkout');
  return (
    <p role="note" className="rounded bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
      {t('adminOrder.group.holds', { count: group.needed, time: formatDateTime(group.expires_at) })}
    </p>
  );
}
