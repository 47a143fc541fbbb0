import { BIND_PATH, CENTER_PATH } from '@/lib/paths';

export interface UcenterMenuItem {
  path: string;
  /** Message key in the `ucenter` namespace. */
  label: string;
}

/**
 * The member-centre side navigation. Each box of the member centre (orders, addresses, coupons...)
 * joins by adding its entry here once its page exists.
 */
export const ucenterMenu: UcenterMenuItem[] = [
  { path: CENTER_PATH, label: 'menu.center' },
  { path: BIND_PATH, label: 'menu.bind' },
];
