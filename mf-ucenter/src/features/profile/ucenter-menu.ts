import { CENTER_PATH, ORDERS_PATH } from '@shop/shared';
import { BIND_PATH } from '@/lib/paths';

export interface UcenterMenuItem {
  path: string;
  /** Message key in the `ucenter` namespace. */
  label: string;
  /** Pages under this path (the order detail) keep the entry highlighted too. */
  section?: string;
}

/**
 * The member-centre side navigation. Each box of the member centre (orders, addresses, coupons...)
 * joins by adding its entry here once its page exists.
 */
export const ucenterMenu: UcenterMenuItem[] = [
  { path: CENTER_PATH, label: 'menu.center' },
  { path: ORDERS_PATH, label: 'menu.orders', section: '/ucenter/order/' },
  { path: BIND_PATH, label: 'menu.bind' },
];
