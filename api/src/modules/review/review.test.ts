import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { REVIEW_MAX_IMAGES, type CommentMineAnswer, type EvaluateAnswer, type EvaluateResult, type GoodsCommentAnswer } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { goodsComments, orderItems, orders, pointsLedger, users } from '../../db/schema';
import { createMember, inStockSku, SEEDED } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, signInStaff, type CallOptions, type TestApp } from '../../testing/test-app';
import { uploadTestPhoto } from '../../testing/upload-fixtures';
import { completionPoints, MIN_COMPLETION_POINTS } from './completion-points';

type Member = { id: number; token: string };

describe('reviews: order/evaluate, order/do_evaluate, comment/mine', () => {
  let t: TestApp;
  let admin: string;
  let demo: string;
  let mug: { id: number; priceCents: number };
  let shirt: { id: number; priceCents: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'warehouse');
    demo = await signIn(t.app, 'demo', 'demo1234');
    mug = await inStockSku(t.connection.db, 7);
    shirt = await inStockSku(t.connection.db, 8);
  });
  afterAll(() => t.close());

  const db = () => t.connection.db;
  const evaluate = async (orderId: number, token: string, lang = 'en-us') => {
    const result = await call(t.app, 'GET', 'order/evaluate', { token, lang, query: { order_id: String(orderId) } });
    return { ...result, data: result.body.data as EvaluateAnswer & { field?: string } };
  };
  const review = async (token: string, body: CallOptions['body'], lang = 'en-us') => {
    const result = await call(t.app, 'POST', 'order/do_evaluate', { token, lang, body });
    return { ...result, data: result.body.data as EvaluateResult & { field?: string } };
  };
  const pointsOf = async (userId: number) => (await db().select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]!.points;
  const ledgerOf = (userId: number) => db().select().from(pointsLedger).where(eq(pointsLedger.userId, userId));
  const statusOf = async (orderId: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

  /** A fresh member's order of these SKUs, paid from the wallet, handed over at the store and confirmed received. */
  async function receivedOrder(name: string, skuIds: number[]): Promise<{ member: Member; orderId: number; lines: number[] }> {
    const member = await createMember(db(), name, 5_000_00);
    for (const skuId of skuIds) await call(t.app, 'POST', 'cart/add', { token: member.token, body: { sku_id: skuId, quantity: 1 } });
    const cartIds = (await call(t.app, 'GET', 'cart/index', { token: member.token })).body.data.list.map((row) => row.id);
    const created = await call(t.app, 'POST', 'order/create', { token: member.token, body: { type: 'cart', cart_ids: cartIds, delivery: 'pickup', store_id: 1 } });
    const orderId = created.body.data.order_id;
    await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    await call(t.app, 'POST', 'admin/order/pickup/ready', { token: admin, body: { id: orderId } });
    const received = await call(t.app, 'POST', 'order/confirm_receipt', { token: member.token, body: { id: orderId } });
    if (received.body.code !== 1) throw new Error(`confirm_receipt failed: ${JSON.stringify(received.body)}`);
    const lines = (await db().select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId))).map((row) => row.id).sort((a, b) => a - b);
    return { member, orderId, lines };
  }

  it('lists the lines of a received order to review, with the points reviewing them grants', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_list', [mug.id, shirt.id]);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const answer = await evaluate(orderId, member.token);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ order_id: orderId, order_no: order!.orderNo, to_review: 2, points_on_completion: Math.floor(order!.paidCents / 100) });
    expect(answer.data.received_at).not.toBeNull();
    expect(answer.data.items.map((item) => [item.order_item_id, item.refunded, item.review])).toEqual([
      [lines[0], false, null],
      [lines[1], false, null],
    ]);
    expect(answer.data.items[0]).toMatchObject({ goods_id: 7, quantity: 1, price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect((await evaluate(SEEDED.demoOrders.unreviewed, demo)).data.to_review).toBe(1);
  });

  it('seeds the demo member’s review of the completed order, which the product page and the member’s list show', async () => {
    const mine = (await call(t.app, 'GET', 'comment/mine', { token: demo })).body.data as CommentMineAnswer;
    const seeded = mine.list.find((row) => row.order_id === SEEDED.demoOrders.completed)!;
    expect(seeded).toMatchObject({ rating: 5, images: [expect.any(String)] });
    const shown = (await call(t.app, 'GET', 'goods/comment', { query: { id: String(seeded.goods_id) } })).body.data as GoodsCommentAnswer;
    expect(shown.list.map((row) => row.id)).toContain(seeded.id);
    const [order] = await db().select().from(orders).where(eq(orders.id, SEEDED.demoOrders.completed));
    const [demoMember] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    expect((await ledgerOf(demoMember!.id)).filter((row) => row.orderId === order!.id)).toHaveLength(1);
  });

  it('answers 404 for another member’s order, 409 saying why for any status but received, 401 without a token', async () => {
    const { member } = await receivedOrder('eval_scope', [mug.id]);
    expect((await evaluate(SEEDED.demoOrders.unreviewed, member.token)).status).toBe(404);
    expect((await review(member.token, { order_id: SEEDED.demoOrders.unreviewed, reviews: [{ order_item_id: 1, rating: 5 }] })).status).toBe(404);
    expect((await evaluate(999_999, member.token)).status).toBe(404);
    for (const [orderId, msg] of [
      [SEEDED.demoOrders.unshipped, 'Goods can be reviewed once the order has been received'],
      [SEEDED.demoOrders.unpaid, 'Goods can be reviewed once the order has been received'],
      [SEEDED.demoOrders.completed, 'You have already reviewed this order'],
    ] as const) {
      const refused = await evaluate(orderId, demo);
      expect([refused.status, refused.body.msg, refused.data.field]).toEqual([409, msg, 'order_id']);
    }
    expect((await evaluate(SEEDED.demoOrders.completed, demo, 'zh-cn')).body.msg).toBe('该订单已评价');
    expect((await call(t.app, 'GET', 'order/evaluate', { query: { order_id: '4' } })).status).toBe(401);
    expect((await call(t.app, 'POST', 'order/do_evaluate', { body: { order_id: 4, reviews: [{ order_item_id: 1, rating: 5 }] } })).status).toBe(401);
    expect((await call(t.app, 'GET', 'comment/mine')).status).toBe(401);
  });

  it('asks for a rating (the spec’s message, translated), refuses 0, 6 and bad fields, naming each', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_rules', [mug.id]);
    const line = lines[0]!;
    const missing = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: line, content: 'nice' }] });
    expect([missing.status, missing.body.msg, missing.data.field]).toEqual([400, 'Please rate the goods', 'reviews.0.rating']);
    expect((await review(member.token, { order_id: orderId, reviews: [{ order_item_id: line }] }, 'zh-cn')).body.msg).toBe('请为商品评分');
    const zero = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: line, rating: 0 }] });
    expect([zero.status, zero.body.msg, zero.data.field]).toEqual([400, 'Please rate the goods', 'reviews.0.rating']);
    const six = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: line, rating: 6 }] });
    expect([six.status, six.body.msg, six.data.field]).toEqual([400, 'The rating must be 1 to 5 stars', 'reviews.0.rating']);
    const long = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: line, rating: 5, content: 'x'.repeat(501) }] });
    expect([long.status, long.body.msg, long.data.field]).toEqual([400, 'Review must be at most 500 characters', 'reviews.0.content']);
    const none = await review(member.token, { order_id: orderId, reviews: [] });
    expect([none.status, none.body.msg, none.data.field]).toEqual([400, 'Review at least one item', 'reviews']);
    const twice = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: line, rating: 5 }, { order_item_id: line, rating: 4 }] });
    expect([twice.status, twice.data.field]).toEqual([400, 'reviews']);
    const unknown = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: 1, rating: 5 }] });
    expect([unknown.status, unknown.body.msg, unknown.data.field]).toEqual([400, 'This item is not part of the order', 'reviews.0.order_item_id']);
    expect(await statusOf(orderId)).toBe(3);
    expect(await db().select().from(goodsComments).where(eq(goodsComments.userId, member.id))).toEqual([]);
  });

  it(`takes at most ${REVIEW_MAX_IMAGES} photos, and only the member’s own uploads`, async () => {
    const { member, orderId, lines } = await receivedOrder('eval_photos', [mug.id]);
    const photos = await Promise.all(Array.from({ length: REVIEW_MAX_IMAGES + 1 }, (_, n) => uploadTestPhoto(t.app, member.token, 40 + n)));
    const tooMany = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5, images: photos }] });
    expect([tooMany.status, tooMany.body.msg, tooMany.data.field]).toEqual([400, `A review may have at most ${REVIEW_MAX_IMAGES} photos`, 'reviews.0.images']);
    const someoneElses = await uploadTestPhoto(t.app, demo, 90);
    const foreign = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5, images: [photos[0], someoneElses] }] });
    expect([foreign.status, foreign.body.msg, foreign.data.field]).toEqual([400, 'A photo was not found; please upload it again', 'reviews.0.images']);
    const elsewhere = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5, images: ['https://elsewhere.example/a.png'] }] });
    expect([elsewhere.status, elsewhere.data.field]).toEqual([400, 'reviews.0.images.0']);
    expect(await statusOf(orderId)).toBe(3);
  });

  it('keeps a partly reviewed order pending, refuses a line twice, completes on the last line and grants the points once, with a ledger row', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_partial', [mug.id, shirt.id]);
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const photo = await uploadTestPhoto(t.app, member.token, 7);

    const first = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 4, content: 'Sturdy mug', images: [photo] }] });
    expect(first.body).toMatchObject({ code: 1, msg: 'Thank you for your review' });
    expect(first.data).toEqual({ order_id: orderId, reviewed: 1, to_review: 1, completed: false, points_granted: 0, points: 0 });
    expect(await statusOf(orderId)).toBe(3);
    expect(await ledgerOf(member.id)).toEqual([]);
    const after = await evaluate(orderId, member.token);
    expect(after.data.to_review).toBe(1);
    expect(after.data.items[0]!.review).toMatchObject({ rating: 4, content: 'Sturdy mug', images: [photo] });

    const again = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 1 }] });
    expect([again.status, again.body.msg, again.data.field]).toEqual([409, 'You have already reviewed this item', 'reviews.0.order_item_id']);

    const last = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[1], rating: 5 }] });
    const granted = completionPoints(order!);
    expect(granted).toBe(Math.max(MIN_COMPLETION_POINTS, Math.floor(order!.paidCents / 100)));
    expect(last.data).toEqual({ order_id: orderId, reviewed: 1, to_review: 0, completed: true, points_granted: granted, points: granted });
    expect(await statusOf(orderId)).toBe(4);
    expect(await pointsOf(member.id)).toBe(granted);
    expect(await ledgerOf(member.id)).toEqual([
      expect.objectContaining({ orderId, type: 'income', points: granted, balanceAfter: granted, descriptionEn: `Order completed ${order!.orderNo}`, descriptionZh: `订单完成 ${order!.orderNo}` }),
    ]);

    const closed = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[1], rating: 5 }] });
    expect([closed.status, closed.body.msg]).toEqual([409, 'You have already reviewed this order']);
    expect(await pointsOf(member.id)).toBe(granted);
    const detail = await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(orderId) } });
    expect(detail.body.data.status).toBe(4);
  });

  it('reviews once when the same review is sent twice at once: one wins, the other is refused, points granted once', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_race', [mug.id]);
    const body = { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5, content: 'Twice?' }] };
    const results = await Promise.all([review(member.token, body), review(member.token, body)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect(await db().select().from(goodsComments).where(eq(goodsComments.orderItemId, lines[0]!))).toHaveLength(1);
    const ledger = await ledgerOf(member.id);
    expect(ledger).toHaveLength(1);
    expect(await pointsOf(member.id)).toBe(ledger[0]!.points);
  });

  it('does not count a refunded line, refuses to review it, and refuses while a refund request is open', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_refunded', [mug.id, shirt.id]);
    await db().update(orderItems).set({ refundedQuantity: 1 }).where(eq(orderItems.id, lines[1]!));
    const answer = await evaluate(orderId, member.token);
    expect(answer.data.to_review).toBe(1);
    expect(answer.data.items.map((item) => item.refunded)).toEqual([false, true]);
    const refunded = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[1], rating: 3 }] });
    expect([refunded.status, refunded.body.msg, refunded.data.field]).toEqual([400, 'This item was refunded, so there is nothing to review', 'reviews.0.order_item_id']);

    await db().update(orders).set({ status: 6, statusBeforeRefund: 3 }).where(eq(orders.id, orderId));
    const held = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5 }] });
    expect([held.status, held.body.msg]).toEqual([409, 'This order has a refund request in progress; review it once the request is settled']);
    await db().update(orders).set({ status: 3, statusBeforeRefund: null }).where(eq(orders.id, orderId));

    const done = await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5 }] });
    expect(done.data).toMatchObject({ completed: true, to_review: 0 });
  });

  it('shows the review on the product page with its photos and SKU, its text as written, and in the member’s own list', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_shown', [shirt.id]);
    const photos = [await uploadTestPhoto(t.app, member.token, 11), await uploadTestPhoto(t.app, member.token, 12)];
    const content = '<img src=x onerror=alert(1)> Soft cotton,\nfits well';
    expect((await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 2, content, images: photos }] })).status).toBe(200);
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, lines[0]!));

    const page = (await call(t.app, 'GET', 'goods/comment', { query: { id: '8', type: 'img' }, lang: 'en-us' })).body.data as GoodsCommentAnswer;
    const shown = page.list[0]!;
    expect(shown).toMatchObject({ rating: 2, content, images: photos, sku_text: line!.skuTextEn, user: { username: 'e***n' } });
    const ratings = (await db().select({ rating: goodsComments.rating }).from(goodsComments).where(eq(goodsComments.goodsId, 8))).map((row) => row.rating);
    expect(page.average_rating).toBe(Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10);
    const bad = (await call(t.app, 'GET', 'goods/comment', { query: { id: '8', type: 'bad' } })).body.data as GoodsCommentAnswer;
    expect(bad.list.map((row) => row.id)).toContain(shown.id);

    const mine = await call(t.app, 'GET', 'comment/mine', { token: member.token, lang: 'en-us' });
    expect(mine.body.data as CommentMineAnswer).toEqual({
      list: [
        {
          id: shown.id,
          rating: 2,
          content,
          images: photos,
          created_at: shown.created_at,
          order_id: orderId,
          goods_id: 8,
          goods_name: line!.nameEn,
          goods_image: line!.image,
          sku_text: line!.skuTextEn,
        },
      ],
      page: 1,
      size: 10,
      total: 1,
    });
    const zh = (await call(t.app, 'GET', 'comment/mine', { token: member.token, lang: 'zh-cn' })).body.data as CommentMineAnswer;
    expect(zh.list[0]).toMatchObject({ goods_name: line!.nameZh, sku_text: line!.skuTextZh });
    const others = (await call(t.app, 'GET', 'comment/mine', { token: demo })).body.data as CommentMineAnswer;
    expect(others.list.map((row) => row.id)).not.toContain(shown.id);
  });

  it('pages the member’s reviews newest first', async () => {
    const { member, orderId, lines } = await receivedOrder('eval_pages', [mug.id, shirt.id]);
    await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[0], rating: 5, content: 'older' }] });
    t.clock.advance(60_000);
    await review(member.token, { order_id: orderId, reviews: [{ order_item_id: lines[1], rating: 4, content: 'newer' }] });
    const first = (await call(t.app, 'GET', 'comment/mine', { token: member.token, query: { size: '1' } })).body.data as CommentMineAnswer;
    const second = (await call(t.app, 'GET', 'comment/mine', { token: member.token, query: { size: '1', page: '2' } })).body.data as CommentMineAnswer;
    expect([first.total, first.list[0]!.content, second.list[0]!.content]).toEqual([2, 'newer', 'older']);
    const rows = await db()
      .select()
      .from(goodsComments)
      .where(and(eq(goodsComments.userId, member.id), eq(goodsComments.content, 'newer')));
    expect(rows).toHaveLength(1);
  });
});
