import type { OrderCounts } from '@shop/contract';
import { ORDERS_PATH, REFUNDS_PATH } from '@shop/shared';

export type OrderShortcut = { key: 'unpaid' | 'unshipped' | 'unreceived' | 'unreviewed' | 'refund'; count: (counts: OrderCounts) => number; path: string };

const tabPath = (tab: string) => `${ORDERS_PATH}?status=${tab}`;

/**
 * The order-status shortcuts of the member centre, in the order a parcel goes through them: each
 * opens the order list on its tab (the list reads its tab from `?status=`), after-sales opens the
 * member's after-sales requests.
 */
export const ORDER_SHORTCUTS: readonly OrderShortcut[] = [
  { key: 'unpaid', count: (counts) => counts.unpaid, path: tabPath('unpaid') },
  { key: 'unshipped', count: (counts) => counts.unshipped, path: tabPath('unshipped') },
  { key: 'unreceived', count: (counts) => counts.unreceived, path: tabPath('unreceived') },
  { key: 'unreviewed', count: (counts) => counts.unreviewed, path: tabPath('unreviewed') },
  { key: 'refund', count: (counts) => counts.refund, path: REFUNDS_PATH },
];

/** A badge's figure: JD's "99+" past two digits. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
