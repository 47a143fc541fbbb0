import type { Delivery, OrderStatus } from '@shop/contract';
import type { TFunction } from 'i18next';

/** A paid pickup order waits at a store, not for a courier: its steps are worded for the store. */
export const orderStatusText = (t: TFunction, status: OrderStatus, delivery: Delivery) =>
  delivery === 'pickup' && status >= 1 && status <= 3 ? t(`adminOrder.pickupStatus.${status}`) : t(`adminOrder.status.${status}`);

const TONES: Record<OrderStatus, string> = {
  0: 'bg-amber-50 text-amber-700',
  1: 'bg-rose-50 text-rose-700',
  2: 'bg-sky-50 text-sky-700',
  3: 'bg-emerald-50 text-emerald-700',
  4: 'bg-slate-100 text-slate-600',
  5: 'bg-slate-100 text-slate-600',
  6: 'bg-violet-50 text-violet-700',
};

export const statusTone = (status: OrderStatus) => `inline-block rounded px-1.5 py-0.5 text-xs ${TONES[status]}`;
