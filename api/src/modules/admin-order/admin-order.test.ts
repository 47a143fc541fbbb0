import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLogs, orders } from '../../db/schema';
import { inStockSku } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type CallOptions, type TestApp } from '../../testing/test-app';
import { orderRow, placeOrder, walletMember, type Member } from '../refund/refund-test-kit';

describe('back office: orders', () => {
  let t: TestApp;
  let warehouse: string;
  let service: string;
  let designer: string;
  let mug: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    [warehouse, service, designer] = await Promise.all([signInStaff(t.app, 'warehouse'), signInStaff(t.app, 'service'), signInStaff(t.app, 'designer')]);
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const post = <Url extends string>(url: Url, token: string, body: CallOptions['body']) => call(t.app, 'POST', url, { token, body, lang: 'en-us' });
  const get = <Url extends string>(url: Url, token: string, query: Record<string, string>) => call(t.app, 'GET', url, { token, query, lang: 'en-us' });
  const auditOf = (action: string, id: number) =>
    t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, String(id))));
  const expressOrder = (member: Member & { addressId: number }) => placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
  const pickupCodeOf = async (id: number) => (await orderRow(t, id)).pickupCode!;

  it('lists every member’s orders, filtered, sorted and paged on the server, with the status counts', async () => {
    const member = await walletMember(t, 'list_owner');
    const paid = await expressOrder(member);
    const unpaid = await placeOrder(t, member, [{ skuId: mug.id, quantity: 3 }], { pay: 'none' });
    const listed = await get('admin/order/index', service, { keyword: 'list_owner', sort: 'amount', order: 'asc' });
    expect(listed.status).toBe(200);
    expect(listed.body.data.list.map((row) => row.id)).toEqual([paid, unpaid]);
    expect(listed.body.data.list[0]).toMatchObject({
      member: { username: 'list_owner' },
      recipient: 'Refund Tester',
      mobile: '13911112222',
      store_name: null,
      amount: '49.00',
      status: 1,
      status_text: 'Pending shipment',
      delivery: 'express',
      item_count: 1,
      points_spent: 0,
      group: null,
    });
    expect(listed.body.data.list[1]).toMatchObject({ delivery: 'pickup', recipient: null, store_name: expect.any(String), paid_at: null, item_count: 3 });
    expect(listed.body.data.status_counts.filter((row) => row.count > 0)).toEqual([
      { status: 0, count: 1 },
      { status: 1, count: 1 },
    ]);

    const byStatus = await get('admin/order/index', service, { keyword: 'list_owner', status: '0' });
    expect([byStatus.body.data.total, byStatus.body.data.list[0]!.id]).toEqual([1, unpaid]);
    // The tabs still count every status under the other filters.
    expect(byStatus.body.data.status_counts.find((row) => row.status === 1)!.count).toBe(1);
    expect((await get('admin/order/index', service, { keyword: 'list_owner', delivery: 'pickup' })).body.data.total).toBe(1);
    expect((await get('admin/order/index', service, { keyword: '13911112222' })).body.data.list.some((row) => row.id === paid)).toBe(true);
    // Placed at 16:00 China time on 1 June 2025 (the test clock).
    expect((await get('admin/order/index', service, { keyword: 'list_owner', date_from: '2025-06-01', date_to: '2025-06-01' })).body.data.total).toBe(2);
    expect((await get('admin/order/index', service, { keyword: 'list_owner', date_from: '2025-06-02' })).body.data.total).toBe(0);
    // Unpaid orders come last when sorted by payment time, whichever the direction.
    for (const order of ['asc', 'desc']) {
      expect((await get('admin/order/index', service, { keyword: 'list_owner', sort: 'paid_at', order })).body.data.list.map((row) => row.id)).toEqual([paid, unpaid]);
    }
    const paged = await get('admin/order/index', service, { size: '2', page: '2' });
    expect([paged.body.data.page, paged.body.data.size, paged.body.data.list.length]).toEqual([2, 2, 2]);
    // Wildcards in the keyword are taken literally.
    expect((await get('admin/order/index', service, { keyword: '%' })).body.data.total).toBe(0);
  });

  it('sorts by every offered key in both directions, newest first by default', async () => {
    const member = await walletMember(t, 'sort_owner');
    const place = async (quantity: number) => {
      t.clock.advance(60_000);
      return placeOrder(t, member, [{ skuId: mug.id, quantity }], { pay: 'none' });
    };
    const pay = async (orderId: number) => {
      t.clock.advance(60_000);
      const paid = await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
      expect(paid.body.code).toBe(1);
    };
    // Placed a, b, c; b is the dearest and c the cheapest; c was paid before a, and b never.
    const a = await place(2);
    const b = await place(3);
    const c = await place(1);
    await pay(c);
    await pay(a);
    const ids = async (query: Record<string, string>) => (await get('admin/order/index', service, { keyword: 'sort_owner', ...query })).body.data.list.map((row) => row.id);
    expect(await ids({})).toEqual([c, b, a]);
    expect(await ids({ sort: 'created_at', order: 'desc' })).toEqual([c, b, a]);
    expect(await ids({ sort: 'created_at', order: 'asc' })).toEqual([a, b, c]);
    expect(await ids({ sort: 'amount', order: 'desc' })).toEqual([b, a, c]);
    expect(await ids({ sort: 'amount', order: 'asc' })).toEqual([c, a, b]);
    expect(await ids({ sort: 'paid_at', order: 'desc' })).toEqual([a, c, b]);
    expect(await ids({ sort: 'paid_at', order: 'asc' })).toEqual([c, a, b]);
    // Pages follow the same order.
    const secondPage = await get('admin/order/index', service, { keyword: 'sort_owner', sort: 'amount', order: 'desc', size: '2', page: '2' });
    expect(secondPage.body.data.list.map((row) => row.id)).toEqual([c]);
  });

  it('refuses bad filters naming the field, and anyone without order.view', async () => {
    for (const [field, value] of [
      ['sort', 'nickname'],
      ['status', '9'],
      ['delivery', 'drone'],
      ['date_from', '2025-13-01'],
      ['size', '500'],
    ]) {
      const refused = await get('admin/order/index', service, { [field!]: value! });
      expect([refused.status, refused.body.data]).toEqual([400, expect.objectContaining({ field })]);
    }
    expect((await get('admin/order/index', designer, {})).status).toBe(403);
    const member = await walletMember(t, 'list_snooper');
    expect((await get('admin/order/index', member.token, {})).status).toBe(401);
    expect((await call(t.app, 'GET', 'admin/order/index')).status).toBe(401);
  });

  it('describes one order with its member, payments, refunds and timeline', async () => {
    const member = await walletMember(t, 'detail_owner');
    const id = await placeOrder(t, member, [{ skuId: mug.id, quantity: 2 }]);
    const detail = await get('admin/order/detail', service, { id: String(id) });
    expect(detail.body.data).toMatchObject({
      id,
      member: { id: member.id, username: 'detail_owner' },
      delivery: 'pickup',
      pickup_code: expect.stringMatching(/^\d{8}$/),
      pickup_ready_at: null,
      refunded_amount: '0.00',
      items: [{ goods_id: 7, quantity: 2, refunded_quantity: 0, refunded_amount: '0.00' }],
      payments: [{ method: 'balance', status: 'paid', amount: '78.00' }],
      refunds: [],
      timeline: [{ event: 'created' }, { event: 'paid' }],
    });
    expect((await get('admin/order/detail', service, { id: '999999' })).status).toBe(404);
  });

  it('ships a paid express order once, with both fields checked, audited', async () => {
    const member = await walletMember(t, 'ship_owner');
    const id = await expressOrder(member);
    const noCompany = await post('admin/order/ship', warehouse, { id, tracking_no: 'SF1234567890' });
    expect([noCompany.status, noCompany.body.msg, noCompany.body.data]).toEqual([400, 'Courier company is required', expect.objectContaining({ field: 'express_company' })]);
    const badTracking = await post('admin/order/ship', warehouse, { id, express_company: 'SF Express', tracking_no: 'no way' });
    expect([badTracking.status, badTracking.body.msg, badTracking.body.data]).toEqual([400, 'Tracking number is invalid', expect.objectContaining({ field: 'tracking_no' })]);
    // Customer service may read orders but not ship them.
    expect((await post('admin/order/ship', service, { id, express_company: 'SF Express', tracking_no: 'SF1234567890' })).status).toBe(403);

    const body = { id, express_company: 'SF Express', tracking_no: 'SF1234567890' };
    const results = await Promise.all([post('admin/order/ship', warehouse, body), post('admin/order/ship', warehouse, { ...body, tracking_no: 'YT0987654321' })]);
    const [won, lost] = results[0].status === 200 ? results : [results[1], results[0]];
    expect(won.body).toMatchObject({ code: 1, msg: 'Order shipped', data: { status: 2, express: { company: 'SF Express' }, timeline: [{ event: 'created' }, { event: 'paid' }, { event: 'shipped' }] } });
    expect([lost.status, lost.body.msg]).toEqual([409, 'This order has already been shipped, perhaps by someone else just now']);
    expect((await orderRow(t, id)).trackingNo).toBe(won.body.data.express!.tracking_no);
    const audit = await auditOf('order.ship', id);
    expect(audit).toMatchObject([{ staffUsername: 'warehouse', targetType: 'order', before: { status: 1 }, after: { status: 2, express_company: 'SF Express' } }]);

    const member2 = await walletMember(t, 'ship_pickup');
    const pickup = await placeOrder(t, member2, [{ skuId: mug.id, quantity: 1 }]);
    const notExpress = await post('admin/order/ship', warehouse, { ...body, id: pickup });
    expect([notExpress.status, notExpress.body.msg]).toEqual([409, 'This is a pickup order: mark it ready at the store instead of shipping it']);
    const unpaid = await placeOrder(t, member2, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member2.addressId, pay: 'none' });
    expect((await post('admin/order/ship', warehouse, { ...body, id: unpaid })).body.msg).toBe('Only paid orders waiting for shipment can be shipped');
    expect((await post('admin/order/ship', warehouse, { ...body, id: 999999 })).status).toBe(404);
  });

  it('makes a pickup order ready, then hands it over by its code, each once and audited', async () => {
    const member = await walletMember(t, 'pickup_owner');
    const id = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }]);
    const code = await pickupCodeOf(id);
    const early = await post('admin/order/pickup/verify', warehouse, { pickup_code: code });
    expect([early.status, early.body.msg]).toEqual([409, 'This order is not ready at the store yet']);
    // Customer service may not hand goods over.
    expect((await post('admin/order/pickup/ready', service, { id })).status).toBe(403);

    const readies = await Promise.all([post('admin/order/pickup/ready', warehouse, { id }), post('admin/order/pickup/ready', warehouse, { id })]);
    expect(readies.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(readies.find((result) => result.status === 409)!.body.msg).toBe('This order is already waiting at the store, perhaps marked by someone else just now');
    expect((await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(id) } })).body.data).toMatchObject({ status: 2 });
    expect((await orderRow(t, id)).pickupReadyAt).not.toBeNull();

    const wrong = await post('admin/order/pickup/verify', warehouse, { id, pickup_code: code === '12345678' ? '87654321' : '12345678' });
    expect([wrong.status, wrong.body.msg, wrong.body.data]).toEqual([400, 'No pickup order has this pickup code', expect.objectContaining({ field: 'pickup_code' })]);
    const malformed = await post('admin/order/pickup/verify', warehouse, { pickup_code: '12ab' });
    expect([malformed.status, malformed.body.data]).toEqual([400, expect.objectContaining({ field: 'pickup_code' })]);

    const verified = await Promise.all([post('admin/order/pickup/verify', warehouse, { pickup_code: code }), post('admin/order/pickup/verify', warehouse, { id, pickup_code: code })]);
    expect(verified.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(verified.find((result) => result.status === 200)!.body).toMatchObject({ msg: 'Handed over to the member', data: { id, status: 3 } });
    expect(verified.find((result) => result.status === 409)!.body.msg).toBe('This order has already been collected, perhaps handed over by someone else just now');
    expect(await auditOf('order.pickup_ready', id)).toHaveLength(1);
    expect(await auditOf('order.pickup_verify', id)).toMatchObject([{ staffUsername: 'warehouse', before: { status: 2 }, after: { status: 3 } }]);

    const express = await expressOrder(member);
    expect((await post('admin/order/pickup/ready', warehouse, { id: express })).body.msg).toBe('This is an express order: ship it instead');
  });

  it('prints a packing slip or an invoice for the back office and for the member’s own orders only', async () => {
    const member = await walletMember(t, 'print_owner');
    const id = await expressOrder(member);
    const slip = await get('admin/order/print', service, { id: String(id), kind: 'slip' });
    const order = await orderRow(t, id);
    expect(slip.body.data).toMatchObject({
      kind: 'slip',
      shop_name: 'Lumen Mall',
      order_no: order.orderNo,
      delivery: 'express',
      address: { accept_name: 'Refund Tester' },
      member_name: 'print_owner',
      items: [{ quantity: 1, price: '39.00', amount: '39.00' }],
      payable: '49.00',
      printed_at: t.clock.now().toISOString(),
    });
    expect(slip.body.data).not.toHaveProperty('pickup_code');
    const own = await call(t.app, 'GET', 'order/print', { token: member.token, query: { id: String(id), kind: 'invoice' }, lang: 'en-us' });
    expect(own.body.data).toMatchObject({ kind: 'invoice', order_no: order.orderNo, paid_amount: '49.00' });

    const other = await walletMember(t, 'print_other');
    expect((await call(t.app, 'GET', 'order/print', { token: other.token, query: { id: String(id), kind: 'slip' } })).status).toBe(404);
    const unpaid = await placeOrder(t, other, [{ skuId: mug.id, quantity: 1 }], { pay: 'none' });
    const noInvoice = await call(t.app, 'GET', 'order/print', { token: other.token, query: { id: String(unpaid), kind: 'invoice' }, lang: 'en-us' });
    expect([noInvoice.status, noInvoice.body.msg]).toEqual([409, 'An invoice can be printed once the order is paid']);
    expect((await get('admin/order/print', service, { id: String(id), kind: 'label' })).body.data).toMatchObject({ field: 'kind' });
    expect((await get('admin/order/print', designer, { id: String(id), kind: 'slip' })).status).toBe(403);
  });

  it('leaves orders alone when a call is refused', async () => {
    const member = await walletMember(t, 'untouched');
    const id = await expressOrder(member);
    await post('admin/order/ship', designer, { id, express_company: 'SF Express', tracking_no: 'SF1234567890' });
    await post('admin/order/ship', warehouse, { id, express_company: '', tracking_no: 'SF1234567890' });
    const [row] = await t.connection.db.select().from(orders).where(eq(orders.id, id));
    expect([row!.status, row!.shippedAt]).toEqual([1, null]);
    expect(await auditOf('order.ship', id)).toHaveLength(0);
  });
});
