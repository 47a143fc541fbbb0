import {
  ADDRESS_BOOK_PATH,
  CENTER_PATH,
  COMMENTS_PATH,
  COUPONS_PATH,
  FAVORITES_PATH,
  FOOTPRINTS_PATH,
  INVOICES_PATH,
  ORDERS_PATH,
  RECHARGE_PATH,
  REFUNDS_PATH,
  WALLET_PATH,
} from '@shop/shared';
import { BIND_PATH } from '@/lib/paths';

export interface UcenterMenuItem {
  path: string;
  /** Message key in the `ucenter` namespace. */
  label: string;
  /** Pages under this path (the order detail) keep the entry highlighted too, unless another entry is the page itself. */
  section?: string;
}

/** The member-centre side navigation, in the order malls of this family list their boxes. */
export const ucenterMenu: UcenterMenuItem[] = [
  { path: CENTER_PATH, label: 'menu.center' },
  { path: ORDERS_PATH, label: 'menu.orders', section: '/ucenter/order/' },
  { path: REFUNDS_PATH, label: 'menu.refund' },
  { path: COMMENTS_PATH, label: 'menu.comment' },
  { path: COUPONS_PATH, label: 'menu.coupon' },
  { path: WALLET_PATH, label: 'menu.wallet', section: RECHARGE_PATH },
  { path: ADDRESS_BOOK_PATH, label: 'menu.address' },
  { path: INVOICES_PATH, label: 'menu.invoice' },
  { path: FAVORITES_PATH, label: 'menu.collect' },
  { path: FOOTPRINTS_PATH, label: 'menu.visit' },
  { path: BIND_PATH, label: 'menu.bind' },
];
