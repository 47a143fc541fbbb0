import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { adminOrderListQuery, type AdminOrderListQuery, type OrderStatus } from '@shop/contract';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { foldOrderCounts } from '../order';
import { listOrdersForStaff } from './list-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const shopMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The list sorted by payment time, read through the payment bounds of the day counts (ADR 0047), against one plain ORDER BY. */
describe("the back office's order list sorted by payment time", () => {
  let t: TestApp;
  const now = new Date('2031-07-01T00:00:00Z');
  beforeAll(async () => {
    t = await createTestApp();
    const member = await createMember(t.connection.db, 'paid_sorter');
    // 60 orders over ten days of March 2031, two deliveries, paid from a minute to two days after
    // placing (and one before it, as a server whose clock runs behind would write), some never paid.
    const rows = Array.from({ length: 60 }, (_, n) => {
      const placed = new Date(Date.parse('2031-03-01T00:00:00Z') + n * 4 * HOUR_MS + (n % 7) * 60_000);
      const paidAfter = [60_000, 30 * 60_000, 2 * DAY_MS, -5 * 60_000, null][n % 5]!;
      return {
        orderNo: `PS${n}${Math.floor(Math.random() * 1e9)}`,
        userId: member.id,
        status: (paidAfter === null ? (n % 2 ? 0 : 5) : [1, 2, 3, 6][n % 4]!) as OrderStatus,
        goodsCents: 1000 + n,
        freightCents: 0,
        discountCents: 0,
        payableCents: 1000 + n,
        paidCents: paidAfter === null ? 0 : 1000 + n,
        delivery: n % 3 ? ('express' as const) : ('pickup' as const),
        expiresAt: new Date(placed.getTime() + 30 * 60_000),
        paidAt: paidAfter === null ? null : new Date(placed.getTime() + paidAfter),
        createdAt: placed,
      };
    });
    const ids = (await t.connection.db.insert(orders).values(rows).returning({ id: orders.id })).map((row) => row.id);
    // Half the changes folded into the day counts, then payments that move after the fold: a late
    // payment of an unpaid order, and a payment time corrected in place.
    await foldOrderCounts(t.connection.db);
    await t.connection.db.update(orders).set({ status: 1, paidAt: new Date('2031-03-20T00:00:00Z'), paidCents: sql`${orders.payableCents}` }).where(eq(orders.id, ids[4]!));
    await t.connection.db.update(orders).set({ paidAt: new Date('2031-02-01T00:00:00Z') }).where(eq(orders.id, ids[10]!));
  });
  afterAll(async () => t.close());

  /** The page's ids by one ORDER BY over every order the filters keep (the seeded shop's too). */
  async function plainPage(query: AdminOrderListQuery): Promise<number[]> {
    const direction = query.order === 'asc' ? asc : desc;
    const rows = await t.connection.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          query.delivery ? eq(orders.delivery, query.delivery) : undefined,
          query.status === undefined ? undefined : eq(orders.status, query.status),
          query.date_from ? gte(orders.createdAt, shopMidnight(query.date_from)) : undefined,
          query.date_to ? lt(orders.createdAt, new Date(shopMidnight(query.date_to).getTime() + DAY_MS)) : undefined,
        ),
      )
      .orderBy(sql`${orders.paidAt} is null`, direction(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`), direction(orders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    return rows.map((row) => row.id);
  }

  it.each([
    { order: 'desc', size: '10', page: '1' },
    { order: 'asc', size: '10', page: '2' },
    { order: 'desc', size: '10', page: '6' },
    { order: 'asc', size: '10', page: '7' },
    { order: 'desc', date_from: '2031-03-03', date_to: '2031-03-05', size: '5', page: '2' },
    { order: 'asc', date_from: '2031-03-01', date_to: '2031-03-01', size: '5', page: '1' },
    { order: 'desc', date_from: '2031-03-02', date_to: '2031-03-09', delivery: 'pickup', size: '5', page: '1' },
    { order: 'asc', date_from: '2031-03-02', date_to: '2031-03-09', status: '1', size: '5', page: '1' },
    { order: 'desc', status: '0', size: '5', page: '1' },
    { order: 'desc', date_from: '2031-04-01', date_to: '2031-04-30', size: '5', page: '1' },
  ])('%j: the same page as sorting every order', async (params) => {
    const query = adminOrderListQuery.parse({ sort: 'paid_at', ...params });
    // The list first: it cancels the orders whose payment window closed before it reads.
    const answer = await listOrdersForStaff(t.connection.db, query, 'en-us', now);
    expect(answer.list.map((row) => row.id)).toEqual(await plainPage(query));
  });
});
