import type { ActivityCard } from '@shop/contract';

/** An activity card (a group deal unless overridden) selling from 08:00 to 12:00 UTC on 1 June 2025, 10 of 40 sold. */
export function activityCard(id: number, overrides: Partial<ActivityCard> = {}): ActivityCard {
  return {
    id,
    type: 'group',
    goods_id: 100 + id,
    title: `Activity ${id}`,
    name: `Goods ${id}`,
    image: `/img/activity-${id}.png`,
    price: '59.00',
    original_price: '99.00',
    points: 0,
    stock: 30,
    sold: 10,
    state: 'selling',
    starts_at: '2025-06-01T08:00:00.000Z',
    ends_at: '2025-06-01T12:00:00.000Z',
    ...overrides,
  };
}
