import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RefundableOrder, RefundQuote, RefundRequest } from '@shop/contract';
import { inStockSku, SEEDED } from '../../testing/buying-fixtures';
import { signIn, signInStaff, type TestApp, createTestApp, call } from '../../testing/test-app';
import { uploadTestPhoto } from '../../testing/upload-fixtures';
import { orderRow, placeOrder, refundBody, refundCall, ship, walletMember, type Member } from './refund-test-kit';

describe('asking for a refund', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let mug: { id: number };
  let tee: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'operator');
    demo = await signIn(t.app, 'demo', 'demo1234');
    mug = await inStockSku(t.connection.db, 7);
    tee = await inStockSku(t.connection.db, 8);
  });
  afterAll(() => t.close());

  const apply = (member: Member | string, body: Record<string, unknown>, lang = 'en-us') =>
    refundCall(t, 'POST', 'refund/apply', { token: typeof member === 'string' ? member : member.token, body, lang });
  const itemIds = async (orderId: number) => (await orderRow(t, orderId)).items.map((item) => item.id);

  it('describes what can be asked back, previews the amount and stores the request, moving the order to refund', async () => {
    const member = await walletMember(t, 'asker');
    const orderId = await placeOrder(t, member, [
      { skuId: mug.id, quantity: 3 },
      { skuId: tee.id, quantity: 1 },
    ]);
    const [mugLine, teeLine] = await itemIds(orderId);
    const open = await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) } });
    expect(open.body.data).toMatchObject({ order_id: orderId, status: 1, refusal: null, kinds: ['refund'], open_refund_id: null, paid_amount: '216.00', refunded_amount: '0.00' });
    expect(open.body.data.items).toMatchObject([
      { order_item_id: mugLine, quantity: 3, paid: '117.00', refundable_quantity: 3, refunded_quantity: 0 },
      { order_item_id: teeLine, quantity: 1, paid: '99.00', refundable_quantity: 1 },
    ]);

    const preview = await refundCall<RefundQuote>(t, 'POST', 'refund/preview', { token: member.token, body: { order_id: orderId, items: [{ order_item_id: mugLine, quantity: 2 }] } });
    expect(preview.body.data).toEqual({ items: [{ order_item_id: mugLine, quantity: 2, amount: '78.00' }], goods_amount: '78.00', freight: '0.00', amount: '78.00' });

    const photo = await uploadTestPhoto(t.app, member.token, 1);
    const applied = await apply(member, refundBody(orderId, [{ order_item_id: mugLine!, quantity: 2 }], { reason: 'damaged', description: '  Two mugs arrived chipped  ', images: [photo] }));
    expect(applied.body).toMatchObject({ code: 1, msg: 'Refund request submitted' });
    expect(applied.body.data).toMatchObject({
      order_id: orderId,
      kind: 'refund',
      status: 'pending',
      reason: 'damaged',
      description: 'Two mugs arrived chipped',
      images: [photo],
      amount: '78.00',
      freight: '0.00',
      refund_method: null,
      handled_at: null,
      items: [{ order_item_id: mugLine, quantity: 2, amount: '78.00', price: '39.00' }],
    });
    expect(applied.body.data.refund_no).toMatch(/^R\d{14}$/);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 6, statusBeforeRefund: 1 });
    const listed = await refundCall<{ list: RefundRequest[]; total: number }>(t, 'GET', 'refund/index', { token: member.token, query: { order_id: String(orderId) } });
    expect(listed.body.data).toMatchObject({ total: 1, list: [{ id: applied.body.data.id, status: 'pending' }] });
    const after = await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) } });
    expect(after.body.data).toMatchObject({ refusal: 'This order already has a refund request in progress', kinds: [], open_refund_id: applied.body.data.id });
  });

  it('refuses a second open request, more units than were bought, and other orders’ lines', async () => {
    const member = await walletMember(t, 'greedy');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 2 }]);
    const otherOrder = await placeOrder(t, member, [{ skuId: tee.id, quantity: 1 }]);
    const [line] = await itemIds(orderId);
    const [otherLine] = await itemIds(otherOrder);

    const tooMany = await apply(member, refundBody(orderId, [{ order_item_id: line!, quantity: 3 }]));
    expect([tooMany.status, tooMany.body.msg, tooMany.body.data.field]).toEqual([400, 'At most 2 of this item can be refunded', 'items.0.quantity']);
    const foreignLine = await apply(member, refundBody(orderId, [{ order_item_id: otherLine!, quantity: 1 }]));
    expect([foreignLine.status, foreignLine.body.data.field]).toEqual([400, 'items.0.order_item_id']);
    const twice = await apply(member, refundBody(orderId, [{ order_item_id: line!, quantity: 1 }, { order_item_id: line!, quantity: 1 }]));
    expect([twice.status, twice.body.msg, twice.body.data.field]).toEqual([400, 'Each item may be listed once', 'items']);
    const none = await apply(member, refundBody(orderId, []));
    expect([none.status, none.body.msg]).toEqual([400, 'Choose at least one item to refund']);
    expect((await orderRow(t, orderId)).status).toBe(1);

    expect((await apply(member, refundBody(orderId, [{ order_item_id: line!, quantity: 2 }]))).body.code).toBe(1);
    const second = await apply(member, refundBody(orderId, [{ order_item_id: line!, quantity: 1 }]), 'zh-cn');
    expect([second.status, second.body.msg, second.body.data.field]).toEqual([409, '该订单已有处理中的退款申请', 'order_id']);
  });

  it('needs a reason from the list, in the shopper’s language, and keeps the description within 500 characters', async () => {
    const member = await walletMember(t, 'reasoner');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }]);
    const [line] = await itemIds(orderId);
    const items = [{ order_item_id: line!, quantity: 1 }];
    const { reason: _reason, ...withoutReason } = refundBody(orderId, items);
    for (const [body, lang, msg] of [
      [withoutReason, 'en-us', 'Please choose a refund reason'],
      [withoutReason, 'zh-cn', '请选择退款原因'],
      [{ ...withoutReason, reason: '' }, 'en-us', 'Please choose a refund reason'],
      [{ ...withoutReason, reason: 'changed_mind_about_everything' }, 'en-us', 'Please choose a refund reason'],
    ] as const) {
      const refused = await apply(member, body, lang);
      expect([refused.status, refused.body.msg, refused.body.data.field]).toEqual([400, msg, 'reason']);
    }
    const long = await apply(member, refundBody(orderId, items, { description: 'x'.repeat(501) }));
    expect([long.status, long.body.msg, long.body.data.field]).toEqual([400, 'Description must be at most 500 characters', 'description']);
    const kind = await apply(member, refundBody(orderId, items, { kind: 'swap' }));
    expect(kind.body.data.field).toBe('kind');
    expect((await apply(member, refundBody(orderId, items, { description: 'x'.repeat(500) }))).body.code).toBe(1);
  });

  it('takes only the member’s own photos, three at most', async () => {
    const member = await walletMember(t, 'photographer');
    const stranger = await walletMember(t, 'stranger_photos');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }]);
    const [line] = await itemIds(orderId);
    const items = [{ order_item_id: line!, quantity: 1 }];
    const theirs = await uploadTestPhoto(t.app, stranger.token, 7);
    const foreign = await apply(member, refundBody(orderId, items, { images: [theirs] }));
    expect([foreign.status, foreign.body.msg, foreign.body.data.field]).toEqual([400, 'A photo was not found; please upload it again', 'images']);
    const madeUp = await apply(member, refundBody(orderId, items, { images: [`/homeapi/upload/file/${'a'.repeat(64)}.png`] }));
    expect(madeUp.body.data.field).toBe('images');
    const outside = await apply(member, refundBody(orderId, items, { images: ['https://evil.example/a.png'] }));
    expect([outside.status, outside.body.data.field]).toEqual([400, 'images.0']);
    const mine = await Promise.all([1, 2, 3, 4].map((variant) => uploadTestPhoto(t.app, member.token, 10 + variant)));
    const four = await apply(member, refundBody(orderId, items, { images: mine }));
    expect([four.status, four.body.msg, four.body.data.field]).toEqual([400, 'Too many photos for one request', 'images']);
    expect((await orderRow(t, orderId)).status).toBe(1);
    expect((await apply(member, refundBody(orderId, items, { images: mine.slice(0, 3) }))).body.data.images).toEqual(mine.slice(0, 3));
  });

  it('answers 404 for another member’s order and request, 401 without a token', async () => {
    const member = await walletMember(t, 'owner');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }]);
    const [line] = await itemIds(orderId);
    const body = refundBody(orderId, [{ order_item_id: line!, quantity: 1 }]);
    expect((await apply(demo, body)).status).toBe(404);
    expect((await refundCall(t, 'POST', 'refund/preview', { token: demo, body })).status).toBe(404);
    expect((await refundCall(t, 'GET', 'refund/order', { token: demo, query: { order_id: String(orderId) } })).status).toBe(404);
    expect((await refundCall(t, 'GET', 'refund/order', { token: demo, query: { order_id: String(SEEDED.lilyOrder) } })).status).toBe(404);
    const mine = await apply(member, body);
    expect((await refundCall(t, 'GET', 'refund/detail', { token: demo, query: { id: String(mine.body.data.id) } })).status).toBe(404);
    expect((await refundCall(t, 'POST', 'refund/cancel', { token: demo, body: { id: mine.body.data.id } })).status).toBe(404);
    expect((await refundCall(t, 'GET', 'refund/index', { token: demo, query: { order_id: String(orderId) } })).body.data).toMatchObject({ total: 0 });
    expect((await refundCall(t, 'GET', 'refund/index', {})).status).toBe(401);
    expect((await refundCall(t, 'GET', 'refund/detail', { token: member.token, query: { id: String(mine.body.data.id) } })).body.data).toMatchObject({ status: 'pending' });
  });

  it('asks only from paid states: not unpaid, cancelled or completed orders', async () => {
    const member = await walletMember(t, 'early');
    const unpaid = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { pay: 'none' });
    const [line] = await itemIds(unpaid);
    const refused = await apply(member, refundBody(unpaid, [{ order_item_id: line!, quantity: 1 }]));
    expect([refused.status, refused.body.msg]).toEqual([409, 'Refunds can only be asked for on paid orders']);
    await call(t.app, 'POST', 'order/cancel', { token: member.token, body: { id: unpaid } });
    expect((await apply(member, refundBody(unpaid, [{ order_item_id: line!, quantity: 1 }]))).status).toBe(409);
    const seeded = await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: demo, query: { order_id: String(SEEDED.demoOrders.completed) } });
    expect(seeded.body.data).toMatchObject({ refusal: 'This order is complete; after-sales requests are no longer possible', kinds: [] });
    expect(seeded.body.data.items.every((item) => item.refundable_quantity === 0)).toBe(true);
    const completed = (await orderRow(t, SEEDED.demoOrders.completed)).items[0]!;
    expect((await apply(demo, refundBody(SEEDED.demoOrders.completed, [{ order_item_id: completed.id, quantity: 1 }]))).status).toBe(409);
  });

  it('offers a return once shipped, not before', async () => {
    const member = await walletMember(t, 'returner');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    const [line] = await itemIds(orderId);
    const body = refundBody(orderId, [{ order_item_id: line!, quantity: 1 }], { kind: 'return' });
    const early = await apply(member, body);
    expect([early.status, early.body.msg, early.body.data.field]).toEqual([400, 'Goods can be returned once they have reached you; choose refund only', 'kind']);
    expect((await ship(t, admin, orderId)).body.code).toBe(1);
    expect((await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) } })).body.data.kinds).toEqual(['refund', 'return']);
    expect((await apply(member, body)).body.data).toMatchObject({ kind: 'return', status: 'pending' });
  });

  it('restores the order’s status when the member cancels or the shop rejects, and lets it move on afterwards', async () => {
    const member = await walletMember(t, 'changer');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    await ship(t, admin, orderId);
    const [line] = await itemIds(orderId);
    const body = refundBody(orderId, [{ order_item_id: line!, quantity: 1 }]);
    const first = await apply(member, body);
    expect((await orderRow(t, orderId)).status).toBe(6);
    const cancelled = await refundCall(t, 'POST', 'refund/cancel', { token: member.token, body: { id: first.body.data.id } });
    expect(cancelled.body).toMatchObject({ code: 1, msg: 'Refund request cancelled', data: { status: 'cancelled' } });
    expect(cancelled.body.data.cancelled_at).not.toBeNull();
    expect(await orderRow(t, orderId)).toMatchObject({ status: 2, statusBeforeRefund: null });
    const again = await refundCall(t, 'POST', 'refund/cancel', { token: member.token, body: { id: first.body.data.id } });
    expect([again.status, again.body.msg]).toEqual([409, 'This request has already been handled']);

    const second = await apply(member, body);
    const noNote = await refundCall(t, 'POST', 'admin/refund/reject', { token: admin, body: { id: second.body.data.id } });
    expect([noNote.status, noNote.body.data.field]).toEqual([400, 'note']);
    expect((await refundCall(t, 'POST', 'admin/refund/reject', { token: member.token, body: { id: second.body.data.id, note: 'No' } })).status).toBe(401);
    const rejected = await refundCall(t, 'POST', 'admin/refund/reject', { token: admin, body: { id: second.body.data.id, note: 'The parcel is still on its way' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', merchant_note: 'The parcel is still on its way' });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 2, statusBeforeRefund: null, refundedCents: 0 });
    expect((await refundCall(t, 'POST', 'admin/refund/approve', { token: admin, body: { id: second.body.data.id } })).status).toBe(409);
    expect((await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId } })).body.code).toBe(1);

    const listed = await refundCall<{ list: RefundRequest[]; total: number }>(t, 'GET', 'refund/index', { token: member.token, query: { page: '1', size: '1' } });
    expect(listed.body.data).toMatchObject({ total: 2, list: [{ id: second.body.data.id, status: 'rejected' }] });
  });

  it('seeds the demo member a request of each outcome, the refunded order paid back in full', async () => {
    const seeded = await refundCall<{ list: RefundRequest[]; total: number }>(t, 'GET', 'refund/index', { token: demo });
    expect(seeded.body.data.list.map((request) => [request.order_id, request.status, request.kind])).toEqual([
      [SEEDED.demoOrders.refund, 'approved', 'return'],
      [SEEDED.demoOrders.unreviewed, 'rejected', 'refund'],
      [SEEDED.demoOrders.unreceived, 'cancelled', 'refund'],
    ]);
    const refunded = await orderRow(t, SEEDED.demoOrders.refund);
    expect(refunded).toMatchObject({ status: 6, statusBeforeRefund: null, refundedCents: refunded.paidCents - refunded.freightCents });
    expect(refunded.items.every((item) => item.refundedQuantity === item.quantity && item.refundedCents === item.paidCents)).toBe(true);
    const closed = await refundCall<RefundableOrder>(t, 'GET', 'refund/order', { token: demo, query: { order_id: String(SEEDED.demoOrders.refund) } });
    expect(closed.body.data.refusal).toBe('Everything on this order has been refunded');
  });

  it('holds shipment while a request is open', async () => {
    const member = await walletMember(t, 'holder');
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    const [line] = await itemIds(orderId);
    const applied = await apply(member, refundBody(orderId, [{ order_item_id: line!, quantity: 1 }]));
    const held = await ship(t, admin, orderId);
    expect([held.status, held.body.msg]).toEqual([409, 'This order has a refund request in progress; settle it before shipping']);
    expect((await orderRow(t, orderId)).shippedAt).toBeNull();
    await refundCall(t, 'POST', 'refund/cancel', { token: member.token, body: { id: applied.body.data.id } });
    expect((await ship(t, admin, orderId)).body.code).toBe(1);
  });
});
