import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type Delivery } from '@shop/contract';
import { statusLabelKey } from '../lib/order-status';

const TONES: Record<number, string> = {
  [ORDER_STATUS.unpaid]: 'text-rose-700',
  [ORDER_STATUS.unshipped]: 'text-amber-700',
  [ORDER_STATUS.unreceived]: 'text-sky-700',
  [ORDER_STATUS.unreviewed]: 'text-emerald-700',
  [ORDER_STATUS.completed]: 'text-slate-700',
  [ORDER_STATUS.cancelled]: 'text-slate-500',
  [ORDER_STATUS.refund]: 'text-orange-700',
};

/** The translated status of an order; the server's own text for a status this client does not know. */
interface OrderStatusTextProps {
  status: number;
  delivery: Delivery;
  fallback: string;
  className?: string;
}

export function OrderStatusText({ status, delivery, fallback, className = '' }: OrderStatusTextProps) {
  const { t } = useTranslation('ucenter');
  const key = statusLabelKey(status, delivery);
  return <span className={`${TONES[status] ?? 'text-slate-700'} ${className}`}>{key ? t(key) : fallback}</span>;
}
