import type { ActivityDetail, ActivityListAnswer, ActivitySkuOption, ActivityType, MemberLimit } from '@shop/contract';
import { activityCard, TEE_SPEC_GROUPS } from '@shop/commerce/testing';

/** The server's clock in the fixtures: every window below is set around it. */
export const SERVER_NOW = '2025-06-01T10:00:00.000Z';

/** An activity card selling from two hours before SERVER_NOW to two hours after, with what a test cares about overridden. */
export { activityCard };

/** One page of `count` cards of a type. */
export function activityPage(count: number, type: ActivityType = 'group', overrides: Partial<ActivityListAnswer> = {}): ActivityListAnswer {
  return { list: Array.from({ length: count }, (_, n) => activityCard(n + 1, { type })), page: 1, size: 20, total: count, ...overrides };
}

/** No caps: what a visitor of an uncapped activity sees. */
export const NO_LIMIT: MemberLimit = { per_member: 0, per_order: 0, bought: 0, left: null };

/** Red/M of the T-shirt below: 59.00 (normal 99.00), 3 left. */
export const redMedium: ActivitySkuOption = {
  sku_id: 101,
  key: '12:31,13:35',
  sku_text: 'Red / M',
  image: '/img/tee-red.png',
  price: '59.00',
  original_price: '99.00',
  floor_price: null,
  points: 0,
  stock: 3,
};

/**
 * A T-shirt in an activity: Colour (Red 31, Blue 32) and Size (M 35, L 36); the activity sells
 * Red/M (3 left), Red/L (sold out) and Blue/M 69.00 (10 left); Blue/L is not in it.
 */
export function activityDetail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...activityCard(5, { title: 'Summer group deal', name: 'Cotton T-shirt', stock: 13, sold: 21 }),
    subtitle: 'Soft and breathable',
    images: ['/img/tee.png', '/img/tee-back.png'],
    content: '<p>Pure cotton</p><script>window.hacked = true</script><img src="/img/detail.png" onerror="window.hacked = true">',
    attr: TEE_SPEC_GROUPS,
    skus: [
      redMedium,
      { ...redMedium, sku_id: 102, key: '12:31,13:36', sku_text: 'Red / L', stock: 0 },
      { ...redMedium, sku_id: 103, key: '12:32,13:35', sku_text: 'Blue / M', image: '/img/tee-blue.png', price: '69.00', original_price: '109.00', stock: 10 },
    ],
    limit: NO_LIMIT,
    now: SERVER_NOW,
    ...overrides,
  };
}
