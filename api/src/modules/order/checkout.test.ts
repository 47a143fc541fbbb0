import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cartItems, coupons, memberCoupons, orders } from '../../db/schema';
import { createMember, inStockSku, SEEDED, skuStock } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('order/confirm and order/create', () => {
  let t: TestApp;
  let demo: string;
  let shoes: { id: number; priceCents: number; stock: number };
  let mug: { id: number; priceCents: number; stock: number };
  beforeAll(async () => {
    t = await createTestApp();
    demo = await signIn(t.app, 'demo', 'demo1234');
    shoes = await inStockSku(t.connection.db, 5);
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const confirm = (body: Record<string, unknown>, token = demo) => call(t.app, 'POST', 'order/confirm', { token, body, lang: 'en-us' });
  const create = (body: Record<string, unknown>, token = demo) => call(t.app, 'POST', 'order/create', { token, body, lang: 'en-us' });
  const buyShoes = { type: 'buy', sku_id: 0, quantity: 1, delivery: 'express', address_id: SEEDED.demoAddresses.home };

  it('prices a 459.00 order with each seeded coupon', async () => {
    const body = { ...buyShoes, sku_id: shoes.id };
    expect(shoes.priceCents).toBe(459_00);
    const plain = await confirm({ ...body, coupon_id: null });
    expect(plain.body.data).toMatchObject({ goods_amount: '459.00', freight: '0.00', discount: '0.00', payable: '459.00', coupon_id: null, address_id: 1, delivery: 'express', balance: '5000.00' });
    // Not choosing at all (no coupon_id) is offered the coupon that saves most.
    expect((await confirm(body)).body.data).toMatchObject({ coupon_id: SEEDED.demoCoupons.tenPercentOff, discount: '45.90', payable: '413.10' });
    const usable = Object.fromEntries(plain.body.data.coupons.map((c: { id: number; usable: boolean }) => [c.id, c.usable]));
    expect(usable).toEqual({ 1: true, 2: true, 3: true, 4: false });
    expect(plain.body.data.stores).toHaveLength(3);
    for (const [couponId, payable] of [
      [SEEDED.demoCoupons.full199, '439.00'],
      [SEEDED.demoCoupons.full99, '449.00'],
      [SEEDED.demoCoupons.tenPercentOff, '413.10'],
    ] as const) {
      const priced = await confirm({ ...body, coupon_id: couponId });
      expect(priced.body.data).toMatchObject({ payable, coupon_id: couponId });
    }
  });

  it('adds freight below 99.00 and refuses a coupon whose threshold is not met', async () => {
    const small = await confirm({ ...buyShoes, sku_id: mug.id, coupon_id: null });
    expect(small.body.data).toMatchObject({ goods_amount: '39.00', freight: '10.00', payable: '49.00' });
    const refused = await confirm({ ...buyShoes, sku_id: mug.id, coupon_id: SEEDED.demoCoupons.full99 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 402, msg: 'Spend 99.00 yuan or more to use this coupon', data: { field: 'coupon_id' } });
  });

  it('refuses expired, not-yet-valid and used coupons; another member’s coupon is 404', async () => {
    for (const [couponId, msg] of [
      [SEEDED.demoCoupons.expired, 'This coupon has expired'],
      [SEEDED.demoCoupons.notYetValid, 'This coupon is not valid yet'],
      [SEEDED.demoCoupons.used, 'This coupon has already been used'],
    ] as const) {
      const result = await confirm({ ...buyShoes, sku_id: shoes.id, quantity: 1, coupon_id: couponId });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ code: 402, msg, data: { field: 'coupon_id' } });
    }
    expect((await confirm({ ...buyShoes, sku_id: shoes.id, coupon_id: SEEDED.lilyCoupon })).status).toBe(404);
  });

  it('never goes below 0.01 payable', async () => {
    const [big] = await t.connection.db
      .insert(coupons)
      .values({ nameZh: '大额券', nameEn: 'Big', type: 'full', denominationCents: 1000_00, startAt: new Date('2025-01-01'), endAt: new Date('2030-01-01') })
      .returning();
    const member = await createMember(t.connection.db, 'floor_buyer', 0);
    const [held] = await t.connection.db.insert(memberCoupons).values({ userId: member.id, couponId: big!.id }).returning();
    const result = await confirm({ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup', coupon_id: held!.id }, member.token);
    expect(result.body.data).toMatchObject({ goods_amount: '39.00', discount: '38.99', payable: '0.01' });
  });

  it('ignores amounts sent by the client', async () => {
    const before = await skuStock(t.connection.db, mug.id);
    const result = await create({ ...buyShoes, sku_id: mug.id, quantity: 2, payable: '0.01', goods_amount: '0.01', discount: '78.00', freight: '0', price: 1 });
    expect(result.body).toMatchObject({ code: 1, msg: 'Order placed', data: { payable: '88.00' } });
    const [order] = await t.connection.db.select().from(orders).where(eq(orders.id, result.body.data.order_id));
    expect(order).toMatchObject({ goodsCents: 78_00, freightCents: 10_00, discountCents: 0, payableCents: 88_00, status: 0 });
    expect(await skuStock(t.connection.db, mug.id)).toBe(before - 2);
  });

  it('creates an order from cart rows: stock reserved, coupon spent once, rows removed', async () => {
    const member = await createMember(t.connection.db, 'cart_buyer', 0);
    const [held] = await t.connection.db.insert(memberCoupons).values({ userId: member.id, couponId: 1 }).returning();
    await call(t.app, 'POST', 'address/save', { token: member.token, body: { accept_name: 'A', mobile: '13911112222', country: 'CN', province: 'SH', city: 'SH', address: 'Road 1' } });
    const addresses = (await call(t.app, 'GET', 'address/index', { token: member.token })).body.data.list;
    await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: shoes.id, quantity: 1 } });
    await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: mug.id, quantity: 1 } });
    const rows = (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list;
    const shoesRow = rows.find((row) => row.sku_id === shoes.id)!;
    const before = await skuStock(t.connection.db, shoes.id);
    const body = { type: 'cart', cart_ids: [shoesRow.id], delivery: 'express', address_id: addresses[0]!.id, coupon_id: held!.id, invoice: { header_type: 'person', header: 'Me', phone: '13911112222', email: 'me@example.com', invoice_type: 'normal' }, remark: 'ring twice' };
    const placed = await create(body, member.token);
    expect(placed.body.data).toMatchObject({ payable: '439.00', expires_at: '2025-06-01T08:30:00.000Z' });
    expect(placed.body.data.order_no).toMatch(/^20250601\d{6}$/);
    expect(await skuStock(t.connection.db, shoes.id)).toBe(before - 1);
    const left = await t.connection.db.select().from(cartItems).where(eq(cartItems.userId, member.id));
    expect(left.map((row) => row.skuId)).toEqual([mug.id]);
    const detail = await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(placed.body.data.order_id) }, lang: 'en-us' });
    expect(detail.body.data).toMatchObject({ coupon: { name: '20 off orders over 199' }, remark: 'ring twice', invoice: { header: 'Me', tax_no: null }, address: { accept_name: 'A' } });
    // The coupon is now spent: the same body again is refused and leaves stock alone.
    await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: shoes.id, quantity: 1 } });
    const again = (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list.find((row) => row.sku_id === shoes.id)!;
    const reused = await create({ ...body, cart_ids: [again.id] }, member.token);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ msg: 'This coupon has already been used', data: { field: 'coupon_id' } });
    expect(await skuStock(t.connection.db, shoes.id)).toBe(before - 1);
  });

  it('refuses more than the stock with "Only N left in stock" and rolls everything back', async () => {
    const stock = await skuStock(t.connection.db, mug.id);
    const result = await create({ ...buyShoes, sku_id: mug.id, quantity: stock + 1 });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 402, msg: `Only ${stock} left in stock`, data: { field: 'quantity' } });
    expect(await skuStock(t.connection.db, mug.id)).toBe(stock);
  });

  it('asks for an address or a store, and answers 404 for another member’s address or cart rows', async () => {
    const noAddress = await create({ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'express' });
    expect(noAddress.body).toMatchObject({ code: 402, msg: 'Please choose a delivery address', data: { field: 'address_id' } });
    const noStore = await create({ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup' });
    expect(noStore.body).toMatchObject({ msg: 'Please choose a pickup store', data: { field: 'store_id' } });
    expect((await create({ ...buyShoes, sku_id: mug.id, address_id: SEEDED.lilyAddress })).status).toBe(404);
    const lily = await signIn(t.app, 'lily', 'reviewer1234');
    await call(t.app, 'POST', 'cart/add', { token: lily, body: { sku_id: mug.id, quantity: 1 } });
    const lilyRow = (await call(t.app, 'GET', 'cart/index', { token: lily })).body.data.list[0]!;
    expect((await create({ type: 'cart', cart_ids: [lilyRow.id], delivery: 'pickup', store_id: 1 })).status).toBe(404);
    expect((await confirm({ type: 'buy', sku_id: 999999, quantity: 1, delivery: 'pickup' })).status).toBe(404);
  });

  it('answers 400 naming the field for bad input, and 401 without a token', async () => {
    for (const [body, field] of [
      [{ sku_id: mug.id, quantity: 1, delivery: 'pickup' }, 'type'],
      [{ type: 'buy', quantity: 1, delivery: 'pickup' }, 'sku_id'],
      [{ type: 'buy', sku_id: mug.id, delivery: 'pickup' }, 'quantity'],
      [{ type: 'buy', sku_id: mug.id, quantity: 0, delivery: 'pickup' }, 'quantity'],
      [{ type: 'cart', delivery: 'pickup' }, 'cart_ids'],
      [{ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'drone' }, 'delivery'],
      [{ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup', coupon_id: 'x' }, 'coupon_id'],
      [{ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup', remark: 'x'.repeat(201) }, 'remark'],
      [{ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup', invoice: { header_type: 'enterprise', header: 'Co', phone: '13911112222', email: 'a@b.cn', invoice_type: 'special' } }, 'invoice.tax_no'],
      [{ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup', invoice: { header_type: 'person', header: 'Me', phone: '123', email: 'a@b.cn', invoice_type: 'normal' } }, 'invoice.phone'],
    ] as const) {
      for (const url of ['order/confirm', 'order/create']) {
        const result = await call(t.app, 'POST', url, { token: demo, body });
        expect([url, result.status, result.body.data?.field]).toEqual([url, 400, field]);
      }
    }
    expect((await call(t.app, 'POST', 'order/create', { body: { ...buyShoes, sku_id: mug.id } })).status).toBe(401);
    expect((await call(t.app, 'POST', 'order/confirm', { body: { ...buyShoes, sku_id: mug.id } })).status).toBe(401);
  });
});
