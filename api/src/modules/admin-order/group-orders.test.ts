import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { goods, goodsSkus } from '../../db/schema';
import { groupKit, type Member } from '../activity/group/group-test-kit';
import { orderRow, refundBody } from '../refund/refund-test-kit';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

describe('back office: group-buying orders wait for their group', () => {
  let t: TestApp;
  let warehouse: string;
  beforeAll(async () => {
    t = await createTestApp();
    warehouse = await signInStaff(t.app, 'warehouse');
  });
  afterAll(() => t.close());
  const kit = groupKit(() => t, 'wait');

  const ready = (id: number, lang: string) => call(t.app, 'POST', 'admin/order/pickup/ready', { token: warehouse, body: { id }, lang });
  const staffRow = async (id: number) => (await call(t.app, 'GET', 'admin/order/index', { token: warehouse, query: { keyword: 'wait' } })).body.data.list.find((row) => row.id === id);
  const memberOrder = async (member: Member, id: number) => (await call(t.app, 'GET', 'order/detail', { token: member.token, query: { id: String(id) } })).body.data;

  it('refuses to send a paid group order until the group succeeds, saying how many are missing, and shows the group everywhere', async () => {
    const deal = await kit.deal(3);
    const [leader, second, third] = await kit.members(3);
    const opened = (await kit.buy(leader!, deal)).body.data.order_id;
    await kit.payFromWallet(leader!, opened);
    const { groupId } = await kit.seatOf(opened);

    const expected = { id: groupId, activity_id: deal.activityId, status: 'open', size: 3, paid: 1, needed: 2 };
    expect((await memberOrder(leader!, opened)).group).toMatchObject(expected);
    expect((await call(t.app, 'GET', 'order/list', { token: leader!.token, query: { status: 'unshipped' } })).body.data.list[0]).toMatchObject({ id: opened, group: expected, points_spent: 0 });
    expect(await staffRow(opened)).toMatchObject({ status: 1, group: expected, points_spent: 0 });

    const refused = await ready(opened, 'en-us');
    expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([
      409,
      'id',
      'This order’s group is not complete yet (waiting for 2 more to join and pay): it can leave the shop once the group succeeds',
    ]);
    expect((await ready(opened, 'zh-cn')).body.msg).toBe('该拼团订单尚未成团：还差 2 人参团并支付，成团后才能发货');
    expect((await memberOrder(leader!, opened)).status).toBe(1);

    for (const member of [second!, third!]) {
      const joined = (await kit.buy(member, deal, { groupId })).body.data.order_id;
      await kit.payFromWallet(member, joined);
    }
    expect((await memberOrder(leader!, opened)).group).toMatchObject({ status: 'success', paid: 3, needed: 0 });
    expect((await ready(opened, 'en-us')).status).toBe(200);
    expect((await memberOrder(leader!, opened)).status).toBe(2);
  });

  it('frees the seat of a member refunded in full while the group is open, and counts sales only for what stays paid', async () => {
    const deal = await kit.deal(2);
    const [leader, quitter, newcomer] = await kit.members(3);
    const [sku] = await t.connection.db.select({ goodsId: goodsSkus.goodsId }).from(goodsSkus).where(eq(goodsSkus.id, deal.skuId));
    const goodsId = sku!.goodsId;
    const salesOf = async () => (await t.connection.db.select({ sales: goods.sales }).from(goods).where(eq(goods.id, goodsId)))[0]!.sales;
    const before = await salesOf();

    const opened = (await kit.buy(leader!, deal, { quantity: 2 })).body.data.order_id;
    expect(await salesOf()).toBe(before);
    await kit.payFromWallet(leader!, opened);
    expect(await salesOf()).toBe(before + 2);
    const { groupId } = await kit.seatOf(opened);

    // The leader asks for everything back and the shop agrees: the seat is free again.
    const line = (await orderRow(t, opened)).items[0]!;
    const applied = await call(t.app, 'POST', 'refund/apply', { token: leader!.token, body: refundBody(opened, [{ order_item_id: line.id, quantity: 2 }]) });
    expect(applied.status).toBe(200);
    const admin = await signInStaff(t.app, 'admin');
    expect((await call(t.app, 'POST', 'admin/refund/approve', { token: admin, body: { id: (applied.body.data as { id: number }).id } })).status).toBe(200);
    expect((await kit.seatOf(opened)).status).toBe('refunded');
    expect(await salesOf()).toBe(before);

    // The group still waits for two paid members, and takes two newcomers.
    const [joined, another] = await Promise.all([kit.buy(quitter!, deal, { groupId }), kit.buy(newcomer!, deal, { groupId })]);
    for (const [member, created] of [[quitter!, joined], [newcomer!, another]] as const) {
      expect(created.body.code).toBe(1);
      await kit.payFromWallet(member, created.body.data.order_id);
    }
    expect((await kit.groupRow(groupId)).status).toBe('success');
    expect(await salesOf()).toBe(before + 2);
  });

  it('keeps a group order to its member', async () => {
    const [member] = await kit.members(1);
    const deal = await kit.deal(2);
    const mine = (await kit.buy(member!, deal)).body.data.order_id;
    const [other] = await kit.members(1);
    expect((await call(t.app, 'GET', 'order/detail', { token: other!.token, query: { id: String(mine) } })).status).toBe(404);
    const list = await call(t.app, 'GET', 'order/list', { token: other!.token, query: { status: 'all' } });
    expect(list.body.data.list).toEqual([]);
  });
});
