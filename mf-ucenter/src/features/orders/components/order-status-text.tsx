import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, statusLabelKey } from '../order-status';

const TONES: Record<number, string> = {
  [ORDER_STATUS.unpaid]: 'text-rose-600',
  [ORDER_STATUS.unshipped]: 'text-amber-600',
  [ORDER_STATUS.unreceived]: 'text-sky-600',
  [ORDER_STATUS.unreviewed]: 'text-emerald-600',
  [ORDER_STATUS.completed]: 'text-slate-700',
  [ORDER_STATUS.cancelled]: 'text-slate-400',
  [ORDER_STATUS.refund]: 'text-orange-600',
};

/** The translated status of an order; the server's own text for a status this client does not know. */
export function OrderStatusText({ status, fallback, className = '' }: { status: number; fallback: string; className?: string }) {
  const { t } = useTranslation('ucenter');
  const key = statusLabelKey(status);
  return <span className={`${TONES[status] ?? 'text-slate-700'} ${className}`}>{key ? t(key) : fallback}</span>;
}
