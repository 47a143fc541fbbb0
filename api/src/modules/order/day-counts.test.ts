import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ORDER_STATUSES, type Delivery } from '@shop/contract';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { orderCountChanges, orders } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { createSecondNode, createTestApp, type TestApp } from '../../testing/test-app';
import { countOrdersByDay, countOrdersByStatus, foldOrderCounts, type DayCountFilters } from './day-counts-service';

const DAY_MS = 24 * 60 * 60 * 1000;
const shopMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The filter sets compared: everything, open and closed date ranges, one delivery, both at once. */
const FILTERS: DayCountFilters[] = [
  {},
  { from: '2026-03-02' },
  { to: '2026-03-01' },
  { from: '2026-03-01', to: '2026-03-01' },
  { from: '2026-03-02', to: '2026-03-02' },
  { delivery: 'pickup' },
  { delivery: 'express', from: '2020-01-01', to: '2030-12-31' },
];

describe("the orders' day counts (ADR 0047)", () => {
  let t: TestApp;
  let second: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondNode(t);
    memberId = (await createMember(t.connection.db, 'day_counter')).id;
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  /** Every status's count as counting the orders themselves finds it, under the filters. */
  async function countedOneByOne(filters: DayCountFilters): Promise<number[]> {
    const rows = await t.connection.db
      .select({ status: orders.status, total: count() })
      .from(orders)
      .where(
        and(
          filters.delivery ? eq(orders.delivery, filters.delivery) : undefined,
          filters.from ? gte(orders.createdAt, shopMidnight(filters.from)) : undefined,
          filters.to ? lt(orders.createdAt, new Date(shopMidnight(filters.to).getTime() + DAY_MS)) : undefined,
        ),
      )
      .groupBy(orders.status);
    return ORDER_STATUSES.map((status) => rows.find((row) => row.status === status)?.total ?? 0);
  }

  async function fromDayCounts(filters: DayCountFilters): Promise<number[]> {
    const rows = await countOrdersByStatus(t.connection.db, filters);
    return ORDER_STATUSES.map((status) => rows.find((row) => row.status === status)?.total ?? 0);
  }

  /** The orders placed on each shop day, counted one by one: the dashboard's series. */
  async function placedPerDay(filters: DayCountFilters): Promise<{ date: string; orders: number }[]> {
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
    const rows = await t.connection.db.select({ date: day, orders: count() }).from(orders).groupBy(day).orderBy(day);
    return rows.filter((row) => (!filters.from || row.date >= filters.from) && (!filters.to || row.date <= filters.to));
  }

  async function expectCountsAgree() {
    for (const filters of FILTERS) expect({ filters, counts: await fromDayCounts(filters) }).toEqual({ filters, counts: await countedOneByOne(filters) });
    for (const filters of FILTERS.filter((candidate) => !candidate.delivery)) {
      expect({ filters, days: await countOrdersByDay(t.connection.db, filters) }).toEqual({ filters, days: await placedPerDay(filters) });
    }
  }

  /** Orders of the test member placed at `placedAt`, written by one statement as a bulk import would. */
  async function placeOrders(placedAt: string[], delivery: Delivery = 'express'): Promise<number[]> {
    const rows = await t.connection.db
      .insert(orders)
      .values(
        placedAt.map((at, n) => ({
          orderNo: `DC${Date.now()}${n}${Math.floor(Math.random() * 1000)}`,
          userId: memberId,
          goodsCents: 1000,
          freightCents: 0,
          discountCents: 0,
          payableCents: 1000,
          delivery,
          expiresAt: new Date(Date.parse(at) + 30 * 60_000),
          createdAt: new Date(at),
        })),
      )
      .returning({ id: orders.id });
    return rows.map((row) => row.id);
  }

  it('agree with counting the orders after the seed and the migration that counted the orders before it', async () => {
    await expectCountsAgree();
  });

  it('count an order on the shop day it was placed, UTC+8, on either side of midnight', async () => {
    // 23:59:59.999 on 1 March and midnight of 2 March, China time.
    const ids = await placeOrders(['2026-03-01T15:59:59.999Z', '2026-03-01T16:00:00.000Z', '2026-03-01T16:00:00.000Z'], 'pickup');
    expect(ids).toHaveLength(3);
    expect((await fromDayCounts({ from: '2026-03-01', to: '2026-03-01', delivery: 'pickup' }))[0]).toBe(1);
    expect((await fromDayCounts({ from: '2026-03-02', to: '2026-03-02', delivery: 'pickup' }))[0]).toBe(2);
    await expectCountsAgree();
  });

  it('follow every change of status, in one order or many, and a delete, and ignore edits that move no count', async () => {
    const ids = await placeOrders(['2026-03-01T10:00:00Z', '2026-03-01T11:00:00Z', '2026-03-02T02:00:00Z', '2026-03-02T03:00:00Z']);
    await t.connection.db.update(orders).set({ status: 1 }).where(eq(orders.id, ids[0]!));
    await t.connection.db.update(orders).set({ status: 5 }).where(inArray(orders.id, ids.slice(1)));
    await t.connection.db.update(orders).set({ delivery: 'pickup' }).where(eq(orders.id, ids[3]!));
    await expectCountsAgree();

    const changesBefore = await t.connection.db.$count(orderCountChanges);
    await t.connection.db.update(orders).set({ merchantRemark: 'called the member' }).where(inArray(orders.id, ids));
    await t.connection.db.update(orders).set({ status: 5 }).where(eq(orders.id, ids[1]!));
    expect(await t.connection.db.$count(orderCountChanges)).toBe(changesBefore);

    await t.connection.db.delete(orders).where(eq(orders.id, ids[2]!));
    await expectCountsAgree();
  });

  it('still agree once folded, and a second fold finds nothing to move', async () => {
    await placeOrders(['2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z']);
    expect(await foldOrderCounts(t.connection.db)).toBeGreaterThan(0);
    expect(await t.connection.db.$count(orderCountChanges)).toBe(0);
    await expectCountsAgree();
    expect(await foldOrderCounts(t.connection.db)).toBe(0);
    await expectCountsAgree();
  });

  it('fold each change once while two nodes fold together and orders keep changing', async () => {
    const ids = await placeOrders(Array.from({ length: 40 }, (_, n) => new Date(Date.parse('2026-03-01T12:00:00Z') + n * 20 * 60_000).toISOString()));
    const work = ids.map((id, n) => () => t.connection.db.update(orders).set({ status: n % 2 ? 1 : 5 }).where(eq(orders.id, id)));
    const folds: Promise<number>[] = [];
    for (const [n, change] of work.entries()) {
      await change();
      if (n % 5 === 0) folds.push(foldOrderCounts(t.connection.db), foldOrderCounts(second.connection.db));
    }
    await Promise.all(folds);
    await expectCountsAgree();
    await Promise.all([foldOrderCounts(t.connection.db), foldOrderCounts(second.connection.db)]);
    expect(await t.connection.db.$count(orderCountChanges)).toBe(0);
    await expectCountsAgree();
  });
});
