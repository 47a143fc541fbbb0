import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DashboardAnswer, OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { goods, goodsSkus, orders, refunds, users } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';

const HOUR = 60 * 60 * 1000;
/** An instant given in the shop's time (China, UTC+8): "2040-01-15 00:00". */
const china = (text: string) => new Date(`${text.replace(' ', 'T')}:00.000+08:00`);
const MIDNIGHT = china('2040-01-15 00:00');

// Far past the seeded demo history, so today's and the 30 days' figures hold only this test's orders.
const NOW = china('2040-01-15 10:00');

describe('admin/dashboard/index', () => {
  let t: TestApp;
  let admin: string;
  let memberId: number;
  let baseline: DashboardAnswer;
  let serial = 0;

  const dashboard = async (token = admin, lang = 'en-us') => call(t.app, 'GET', 'admin/dashboard/index', { token, lang });

  type OrderAt = {
    created: string | Date;
    paid?: string;
    cents?: number;
    status: OrderStatus;
    delivery?: 'express' | 'pickup';
    shipped?: string;
    ready?: string;
    received?: string;
    statusBeforeRefund?: OrderStatus;
  };
  async function order(spec: OrderAt): Promise<number> {
    const cents = spec.cents ?? 10_00;
    const createdAt = typeof spec.created === 'string' ? china(spec.created) : spec.created;
    serial += 1;
    const [row] = await t.connection.db
      .insert(orders)
      .values({
        orderNo: `DASH${String(serial).padStart(6, '0')}`,
        userId: memberId,
        status: spec.status,
        goodsCents: cents,
        freightCents: 0,
        discountCents: 0,
        payableCents: cents,
        paidCents: spec.paid ? cents : 0,
        delivery: spec.delivery ?? 'express',
        expiresAt: new Date(createdAt.getTime() + HOUR),
        paidAt: spec.paid ? china(spec.paid) : null,
        shippedAt: spec.shipped ? china(spec.shipped) : null,
        pickupReadyAt: spec.ready ? china(spec.ready) : null,
        receivedAt: spec.received ? china(spec.received) : null,
        cancelledAt: spec.status === 5 ? new Date(createdAt.getTime() + HOUR) : null,
        statusBeforeRefund: spec.statusBeforeRefund ?? null,
        createdAt,
      })
      .returning({ id: orders.id });
    return row!.id;
  }

  async function refund(orderId: number, spec: { asked: string; cents: number; status: 'pending' | 'approved' | 'rejected' | 'cancelled'; settled?: string }) {
    serial += 1;
    const settled = spec.settled ? china(spec.settled) : null;
    await t.connection.db.insert(refunds).values({
      refundNo: `DASHR${String(serial).padStart(6, '0')}`,
      orderId,
      userId: memberId,
      kind: 'refund',
      status: spec.status,
      reason: 'other',
      amountCents: spec.cents,
      handledAt: spec.status === 'approved' || spec.status === 'rejected' ? settled : null,
      cancelledAt: spec.status === 'cancelled' ? settled : null,
      createdAt: china(spec.asked),
    });
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.advance(NOW.getTime() - t.clock.now().getTime());
    admin = await signInStaff(t.app, 'admin');
    memberId = (await createMember(t.connection.db, 'dashboard-buyer')).id;
    baseline = (await dashboard()).body.data;

    // Yesterday's last instant and today's first: the day boundary is China's midnight.
    await order({ created: new Date(MIDNIGHT.getTime() - 1), paid: '2040-01-14 23:59', cents: 100_00, status: 1 });
    await order({ created: '2040-01-15 00:00', paid: '2040-01-15 00:05', cents: 50_00, status: 1, delivery: 'pickup' });
    await order({ created: '2040-01-14 10:00', status: 5 });
    // The first day of the series, and the day before it (outside).
    const first = await order({ created: '2039-12-17 00:00', paid: '2039-12-17 00:10', cents: 20_00, status: 4, shipped: '2039-12-18 09:00', received: '2039-12-20 09:00' });
    const before = await order({ created: '2039-12-16 23:59', paid: '2039-12-16 23:59', cents: 33_00, status: 4, shipped: '2039-12-18 09:00', received: '2039-12-20 09:00' });
    // Shipped this morning: waiting when yesterday ended, gone now.
    await order({ created: '2040-01-12 09:00', paid: '2040-01-12 09:05', cents: 80_00, status: 2, shipped: '2040-01-15 09:00' });
    // A partial refund asked yesterday and approved today: held then, waiting again now.
    const partly = await order({ created: '2040-01-10 09:00', paid: '2040-01-10 09:05', cents: 40_00, status: 1 });
    await refund(partly, { asked: '2040-01-14 12:00', cents: 15_00, status: 'approved', settled: '2040-01-15 08:00' });
    // A refund asked today and still open: the order was waiting yesterday, is held now.
    const held = await order({ created: '2040-01-11 09:00', paid: '2040-01-11 09:05', cents: 45_00, status: 6, statusBeforeRefund: 1 });
    await refund(held, { asked: '2040-01-15 09:00', cents: 45_00, status: 'pending' });
    // Asked before yesterday ended and rejected today.
    const rejected = await order({ created: '2040-01-13 09:00', paid: '2040-01-13 09:05', cents: 35_00, status: 1 });
    await refund(rejected, { asked: '2040-01-13 12:00', cents: 35_00, status: 'rejected', settled: '2040-01-15 09:30' });
    // A pickup order made ready at its store this morning.
    await order({ created: '2040-01-09 09:00', paid: '2040-01-09 09:05', cents: 25_00, status: 1, delivery: 'pickup', ready: '2040-01-15 08:30' });
    // Wholly refunded before yesterday ended, and wholly refunded today.
    const gone = await order({ created: '2040-01-08 09:00', paid: '2040-01-08 09:05', cents: 60_00, status: 6 });
    await refund(gone, { asked: '2040-01-11 09:00', cents: 60_00, status: 'approved', settled: '2040-01-12 10:00' });
    const goneToday = await order({ created: '2040-01-08 10:00', paid: '2040-01-08 10:05', cents: 70_00, status: 6 });
    await refund(goneToday, { asked: '2040-01-15 01:00', cents: 70_00, status: 'approved', settled: '2040-01-15 02:00' });
    // After-sales of received orders: approved yesterday, and cancelled today after being open.
    await refund(first, { asked: '2040-01-13 09:00', cents: 10_00, status: 'approved', settled: '2040-01-14 09:00' });
    await refund(before, { asked: '2040-01-13 09:00', cents: 5_00, status: 'cancelled', settled: '2040-01-15 07:00' });

    await t.connection.db.insert(users).values([
      { username: 'dash-today', passwordHash: 'x', nickname: 'today', createdAt: MIDNIGHT },
      { username: 'dash-yesterday', passwordHash: 'x', nickname: 'yesterday', createdAt: new Date(MIDNIGHT.getTime() - 1) },
      { username: 'dash-earlier', passwordHash: 'x', nickname: 'earlier', createdAt: china('2040-01-13 12:00') },
      { username: 'dash-admin', passwordHash: 'x', nickname: 'admin', role: 'admin', createdAt: china('2040-01-15 09:00') },
    ]);
  });
  afterAll(() => t.close());

  it('counts today’s and yesterday’s orders, payments, refunds and sales by the shop’s day', async () => {
    const data = (await dashboard()).body.data;
    expect(data.today).toBe('2040-01-15');
    expect(data.orders).toEqual({ today: 1, yesterday: 2 });
    expect(data.paid_orders).toEqual({ today: 1, yesterday: 1 });
    expect(data.paid_amount).toEqual({ today: '50.00', yesterday: '100.00' });
    expect(data.refunded_amount).toEqual({ today: '85.00', yesterday: '10.00' });
    expect(data.sales).toEqual({ today: '-35.00', yesterday: '90.00' });
    expect(data.new_members).toEqual({ today: 1, yesterday: 1 });
  });

  it('counts pending shipments and open refunds now and as they stood when yesterday ended', async () => {
    const data = (await dashboard()).body.data;
    const was = baseline.pending_shipments;
    expect(data.pending_shipments).toEqual({ today: was.today + 4, yesterday: was.yesterday + 5, express: was.express + 3, pickup: was.pickup + 1 });
    expect(data.open_refunds).toEqual({ today: baseline.open_refunds.today + 1, yesterday: baseline.open_refunds.yesterday + 3 });
  });

  it('draws 30 days, oldest first, with the days without orders at zero', async () => {
    const { series } = (await dashboard()).body.data;
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2039-12-17', orders: 1, sales: '20.00' });
    expect(series.at(-1)).toEqual({ date: '2040-01-15', orders: 1, sales: '-35.00' });
    const busy = Object.fromEntries(series.filter((day) => day.orders > 0 || day.sales !== '0.00').map((day) => [day.date, [day.orders, day.sales]]));
    expect(busy).toEqual({
      '2039-12-17': [1, '20.00'],
      '2040-01-08': [2, '130.00'],
      '2040-01-09': [1, '25.00'],
      '2040-01-10': [1, '40.00'],
      '2040-01-11': [1, '45.00'],
      '2040-01-12': [1, '20.00'],
      '2040-01-13': [1, '35.00'],
      '2040-01-14': [2, '90.00'],
      '2040-01-15': [1, '-35.00'],
    });
    expect(series[1]).toEqual({ date: '2039-12-18', orders: 0, sales: '0.00' });
  });

  it('counts the SKUs at ten units or fewer and names the five lowest, in the request language', async () => {
    const db = t.connection.db;
    const skus = (await db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).orderBy(goodsSkus.id)).slice(0, 7);
    await db.update(goodsSkus).set({ stock: 100 });
    const stocks = [11, 10, 0, 7, 3, 9, 5];
    for (const [index, sku] of skus.entries()) await db.update(goodsSkus).set({ stock: stocks[index]! }).where(eq(goodsSkus.id, sku.id));
    await db.update(goods).set({ status: 'off' }).where(eq(goods.id, skus[2]!.goodsId));

    const { low_stock } = (await dashboard()).body.data;
    expect(low_stock.threshold).toBe(10);
    expect(low_stock.count).toBe(6);
    expect(low_stock.top.map((sku) => [sku.sku_id, sku.stock])).toEqual([2, 4, 6, 3, 5].map((index) => [skus[index]!.id, stocks[index]]));
    const [name] = await db.select({ en: goods.nameEn, zh: goods.nameZh }).from(goods).where(eq(goods.id, skus[2]!.goodsId));
    expect(low_stock.top[0]).toMatchObject({ goods_id: skus[2]!.goodsId, goods_name: name!.en, on_shelf: false, stock: 0 });
    expect((await dashboard(admin, 'zh-cn')).body.data.low_stock.top[0]!.goods_name).toBe(name!.zh);
  });

  it('is for roles with dashboard.view: the warehouse sees it, the designer and customer service are refused, members are not back-office users', async () => {
    expect((await dashboard(await signInStaff(t.app, 'warehouse'))).body.code).toBe(1);
    for (const name of ['designer', 'service']) {
      const refused = await dashboard(await signInStaff(t.app, name));
      expect([refused.status, refused.body.msg]).toEqual([403, 'You do not have permission to do this']);
    }
    expect((await dashboard(await signIn(t.app, 'demo', 'demo1234'))).status).toBe(401);
    expect((await call(t.app, 'GET', 'admin/dashboard/index')).status).toBe(401);
  });

  it('tells yesterday from today at the shop’s midnight, not the server’s', async () => {
    // One millisecond before China's midnight (16:00 UTC) it is still the 14th; the order of 00:00 is tomorrow's.
    const back = NOW.getTime() - (MIDNIGHT.getTime() - 1);
    t.clock.advance(-back);
    try {
      const data = (await dashboard()).body.data;
      expect(data.today).toBe('2040-01-14');
      expect(data.orders.today).toBe(2);
      expect(data.series.at(-1)).toEqual({ date: '2040-01-14', orders: 2, sales: '90.00' });
      expect(data.series[0]!.date).toBe('2039-12-16');
    } finally {
      t.clock.advance(back);
    }
  });
});

describe('admin/dashboard/index at scale', () => {
  let t: TestApp;
  // The shop is started apart from the test, whose time on a busy machine it would take.
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sums a day’s takings past 2^31 cents (¥21 million) instead of failing', async () => {
    const now = china('2050-03-01 12:00');
    t.clock.advance(now.getTime() - t.clock.now().getTime());
    const buyer = (await createMember(t.connection.db, 'dashboard-whale')).id;
    const cents = 1_500_000_000;
    const placed = china('2050-03-01 09:00');
    await t.connection.db.insert(orders).values(
      [1, 2].map((n) => ({
        orderNo: `WHALE${n}`,
        userId: buyer,
        status: 1 as const,
        goodsCents: cents,
        freightCents: 0,
        discountCents: 0,
        payableCents: cents,
        paidCents: cents,
        delivery: 'express' as const,
        expiresAt: new Date(placed.getTime() + HOUR),
        paidAt: placed,
        createdAt: placed,
      })),
    );
    const answer = await call(t.app, 'GET', 'admin/dashboard/index', { token: await signInStaff(t.app, 'admin'), lang: 'en-us' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.paid_amount.today).toBe('30000000.00');
    expect(answer.body.data.series.at(-1)).toEqual({ date: '2050-03-01', orders: 2, sales: '30000000.00' });
  });
});
