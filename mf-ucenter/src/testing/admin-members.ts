import type { AdminCoupon, AdminMemberDetail, AdminMemberRow, AdminWalletRow } from '@shop/contract';

/** Back-office member and coupon answers built from the contract's types, with what a test cares about overridden. */
export const memberRow = (id: number, overrides: Partial<AdminMemberRow> = {}): AdminMemberRow => ({
  id,
  avatar: '',
  username: `member${id}`,
  nickname: `Nick ${id}`,
  mobile: '138****8000',
  balance: '100.00',
  points: 20,
  orders: 3,
  spent: '299.00',
  created_at: '2025-05-01T02:00:00.000Z',
  ...overrides,
});

export const walletRow = (id: number, overrides: Partial<AdminWalletRow> = {}): AdminWalletRow => ({
  id,
  type: 'income',
  kind: 'other',
  amount: '10.00',
  balance_after: '110.00',
  description: 'Adjusted by the shop: Late parcel',
  order_id: null,
  adjusted_by: 'operator',
  created_at: '2025-06-01T02:00:00.000Z',
  ...overrides,
});

export const memberDetail = (overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail => ({
  ...memberRow(1, { username: 'demo', nickname: 'Demo', balance: '1000.00' }),
  addresses: 2,
  coupons: { unused: 3, used: 1, expired: 2 },
  recent_orders: [{ id: 8, order_no: '2025060100000008', status: 1, payable: '59.00', quantity: 2, created_at: '2025-06-01T01:00:00.000Z' }],
  recent_wallet: [],
  ...overrides,
});

export const couponRow = (id: number, overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id,
  name: { zh: '满199减20', en: '20 off orders over 199' },
  type: 'full',
  denomination: '20.00',
  discount: null,
  min_amount: '199.00',
  start_at: '2025-01-01T00:00:00.000Z',
  end_at: '2030-12-31T15:59:59.000Z',
  claimable: true,
  grant_on_sign_up: false,
  total_quantity: 100,
  per_member_limit: 1,
  category_id: null,
  category_name: null,
  issued: 10,
  used: 4,
  state: 'claimable',
  ...overrides,
});

export const pageOf = <Row>(list: Row[], total = list.length, page = 1, size = 20) => ({ list, page, size, total });
