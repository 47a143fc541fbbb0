import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { activities, bargains } from '../../../db/schema';
import { createActivity, signUpMembers, type ActivitySpec } from '../../../testing/activity-fixtures';
import { inStockSku } from '../../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../../testing/test-app';
import { failEndedBargains } from './bargain-expiry-service';

const HOUR = 60 * 60 * 1000;

describe('bargains', () => {
  let t: TestApp;
  let mug: { id: number };
  let made = 0;
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
  });
  afterAll(() => t.close());

  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);
  /** A bargain on the mug from 100.00 down to 40.00 with three helpers, selling for the next hour unless told otherwise. */
  const activityOf = async (spec: Partial<ActivitySpec> = {}) =>
    (await createActivity(t.connection.db, { type: 'bargain', startsAt: at(-HOUR), endsAt: at(HOUR), helpersNeeded: 3, skus: [{ skuId: mug.id, priceCents: 100_00, floorCents: 40_00, stock: 20 }], ...spec })).activity;
  const members = (count: number) => signUpMembers(t.connection.db, count, { prefix: `bg${(made += 1)}-` });
  const start = (token: string, activityId: number, skuId = mug.id) => call(t.app, 'POST', 'activity/bargain/start', { token, lang: 'en-us', body: { activity_id: activityId, sku_id: skuId } });
  const help = (token: string | undefined, bargainId: number, lang = 'en-us') => call(t.app, 'POST', 'activity/bargain/help', { token, lang, body: { bargain_id: bargainId } });
  const detail = (bargainId: number, token?: string) => call(t.app, 'GET', 'activity/bargain/detail', { token, query: { bargain_id: String(bargainId) } });
  const refusal = (result: { status: number; body: { msg: string; data: { field?: string } } }) => [result.status, result.body.msg, result.body.data.field];
  const confirmBody = (activityId: number, bargainId: number) => ({ type: 'bargain', activity_id: activityId, sku_id: mug.id, bargain_id: bargainId, quantity: 1, delivery: 'pickup', store_id: 1 });
  const buy = (token: string, activityId: number, bargainId: number, quantity = 1) =>
    call(t.app, 'POST', 'order/create', { token, lang: 'en-us', body: { ...confirmBody(activityId, bargainId), quantity } });

  it('starts one open bargain per member and activity at the start price, while the activity sells', async () => {
    const activity = await activityOf();
    const [owner] = await members(1);
    const started = await start(owner!.token, activity.id);
    expect(started.body).toMatchObject({ code: 1, msg: 'Bargain started: share it with friends so they can cut the price' });
    expect(started.body.data).toMatchObject({
      activity_id: activity.id,
      sku_id: mug.id,
      start_price: '100.00',
      floor_price: '40.00',
      price: '100.00',
      cut_amount: '0.00',
      left_amount: '60.00',
      progress: 0,
      helpers_needed: 3,
      helpers: 0,
      helper_list: [],
      state: 'open',
      activity_state: 'selling',
      is_owner: true,
      helped: false,
      order_id: null,
    });
    expect(refusal(await start(owner!.token, activity.id))).toEqual([400, 'You already have a bargain running in this promotion', 'activity_id']);
    const view = await call(t.app, 'GET', 'activity/bargain/view', { token: owner!.token, query: { id: String(activity.id) } });
    expect(view.body.data).toMatchObject({ id: activity.id, helpers_needed: 3, start_price: '100.00', floor_price: '40.00', price: '40.00', bargain: { id: started.body.data.id } });
    const visitorView = await call(t.app, 'GET', 'activity/bargain/view', { query: { id: String(activity.id) } });
    expect(visitorView.body.data.bargain).toBeNull();

    const upcoming = await activityOf({ startsAt: at(HOUR), endsAt: at(2 * HOUR) });
    expect(refusal(await start(owner!.token, upcoming.id))).toEqual([400, 'This promotion has not started yet', 'activity_id']);
    const other = await inStockSku(t.connection.db, 8);
    expect(refusal(await start(owner!.token, (await activityOf()).id, other.id))).toEqual([400, 'This option is not part of the promotion', 'sku_id']);
    const group = await createActivity(t.connection.db, { type: 'group', startsAt: at(-HOUR), endsAt: at(HOUR) });
    expect((await start(owner!.token, group.activity.id)).status).toBe(404);
    expect((await call(t.app, 'POST', 'activity/bargain/start', { body: { activity_id: activity.id, sku_id: mug.id } })).status).toBe(401);
  });

  it('lists bargain activities with their start price, floor and helpers needed', async () => {
    const activity = await activityOf({ helpersNeeded: 5 });
    const list = await call(t.app, 'GET', 'activity/bargain/index', { query: { size: '60' } });
    expect(list.body.data.list.find((card) => card.id === activity.id)).toMatchObject({ type: 'bargain', price: '40.00', start_price: '100.00', helpers_needed: 5, state: 'selling', stock: 20 });
  });

  it('lets each friend cut once, never the owner, and shows the cuts to everyone with names masked', async () => {
    const activity = await activityOf();
    const [owner, friend, other] = await members(3);
    const { id } = (await start(owner!.token, activity.id)).body.data;
    expect(refusal(await help(owner!.token, id))).toEqual([400, 'You cannot cut your own bargain; share it with friends', 'bargain_id']);
    expect((await help(undefined, id)).status).toBe(401);
    expect((await help(friend!.token, 999_999)).status).toBe(404);

    const first = await help(friend!.token, id);
    expect(first.body).toMatchObject({ code: 1, msg: 'You cut the price for your friend' });
    const cut = Math.round(Number(first.body.data.cut) * 100);
    // The first of three keeps a cent for each of the two after them and cuts 20-50% of the rest.
    expect(cut).toBeGreaterThanOrEqual(Math.floor((60_00 - 2) * 0.2));
    expect(cut).toBeLessThanOrEqual(Math.floor((60_00 - 2) * 0.5));
    expect(first.body.data.bargain).toMatchObject({ helpers: 1, helped: true, my_cut: first.body.data.cut, is_owner: false, order_id: null });
    expect(refusal(await help(friend!.token, id, 'zh-cn'))).toEqual([400, '您已经帮砍过了', 'bargain_id']);

    const publicPage = await detail(id);
    expect(publicPage.body.data).toMatchObject({
      price: ((100_00 - cut) / 100).toFixed(2),
      cut_amount: (cut / 100).toFixed(2),
      left_amount: ((60_00 - cut) / 100).toFixed(2),
      progress: Math.floor((cut * 100) / 60_00),
      helpers: 1,
      helped: false,
      my_cut: null,
      is_owner: false,
      // Members bgN-1 (the owner) and bgN-2 (the friend).
      owner_name: 'b***1',
      helper_list: [{ name: 'b***2', cut: first.body.data.cut }],
    });
    expect((await detail(id, other!.token)).body.data.helped).toBe(false);
    expect((await detail(id, owner!.token)).body.data.is_owner).toBe(true);
  });

  it('cuts exactly to the floor with the last needed helper and refuses any helper after that', async () => {
    const activity = await activityOf();
    const [owner, ...friends] = await members(5);
    const { id } = (await start(owner!.token, activity.id)).body.data;
    const cuts: number[] = [];
    for (const friend of friends.slice(0, 3)) cuts.push(Math.round(Number((await help(friend.token, id)).body.data.cut) * 100));
    expect(Math.min(...cuts)).toBeGreaterThanOrEqual(1);
    expect(cuts.reduce((sum, cut) => sum + cut, 0)).toBe(60_00);
    expect((await detail(id)).body.data).toMatchObject({ price: '40.00', cut_amount: '60.00', left_amount: '0.00', progress: 100, helpers: 3, state: 'open' });
    expect(refusal(await help(friends[3]!.token, id))).toEqual([400, 'This bargain has already reached its lowest price', 'bargain_id']);
  });

  it('cuts straight to the floor when one helper is needed, and never needs more helpers than cents to cut', async () => {
    const single = await activityOf({ helpersNeeded: 1 });
    const [owner, friend] = await members(2);
    const { id } = (await start(owner!.token, single.id)).body.data;
    expect((await help(friend!.token, id)).body.data).toMatchObject({ cut: '60.00', bargain: { price: '40.00', progress: 100 } });
    const close = await activityOf({ helpersNeeded: 10, skus: [{ skuId: mug.id, priceCents: 1_00, floorCents: 97, stock: 5 }] });
    expect((await start(owner!.token, close.id)).body.data).toMatchObject({ helpers_needed: 3, left_amount: '0.03' });
  });

  it('refuses helps once the activity has ended, and the bargain has failed', async () => {
    const activity = await activityOf({ endsAt: at(10 * 60 * 1000) });
    const [owner, friend, late] = await members(3);
    const { id } = (await start(owner!.token, activity.id)).body.data;
    await help(friend!.token, id);
    t.clock.advance(10 * 60 * 1000);
    expect(refusal(await help(late!.token, id))).toEqual([400, 'This bargain has closed: its promotion ended', 'bargain_id']);
    const [row] = await t.connection.db.select().from(bargains).where(eq(bargains.id, id));
    expect(row!.status).toBe('failed');
    expect((await detail(id, owner!.token)).body.data).toMatchObject({ state: 'failed', activity_state: 'ended', helpers: 1 });
    expect(refusal(await buy(owner!.token, activity.id, id))).toEqual([400, 'This promotion has ended', 'activity_id']);
  });

  it('fails every open bargain of ended activities in one sweep, and only those', async () => {
    const ending = await activityOf({ endsAt: at(5 * 60 * 1000) });
    const running = await activityOf();
    const [first, second] = await members(2);
    const ended = (await start(first!.token, ending.id)).body.data.id;
    const stillOpen = (await start(second!.token, running.id)).body.data.id;
    t.clock.advance(5 * 60 * 1000);
    expect(await failEndedBargains(t.connection.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const statuses = await t.connection.db.select({ id: bargains.id, status: bargains.status }).from(bargains);
    expect(statuses.find((row) => row.id === ended)!.status).toBe('failed');
    expect(statuses.find((row) => row.id === stillOpen)!.status).toBe('open');
    expect(await failEndedBargains(t.connection.db, t.clock.now())).toBe(0);
  });

  it('sells the owner one unit at the price reached, and a cancelled order opens the bargain again', async () => {
    const activity = await activityOf();
    const [owner, friend, stranger] = await members(3);
    const { id } = (await start(owner!.token, activity.id)).body.data;
    const { cut } = (await help(friend!.token, id)).body.data;
    const reached = (100_00 - Math.round(Number(cut) * 100)) / 100;

    const preview = await call(t.app, 'POST', 'order/confirm', { token: owner!.token, body: confirmBody(activity.id, id) });
    expect(preview.body.data).toMatchObject({ goods_amount: reached.toFixed(2), activity: { id: activity.id, type: 'bargain' }, items: [{ price: reached.toFixed(2), quantity: 1 }] });
    expect((await call(t.app, 'POST', 'order/confirm', { token: stranger!.token, body: confirmBody(activity.id, id) })).status).toBe(404);
    expect(refusal(await buy(owner!.token, activity.id, id, 2))).toEqual([
      400,
      'A bargain buys exactly one item',
      'quantity',
    ]);
    const otherActivity = await activityOf();
    expect(refusal(await buy(owner!.token, otherActivity.id, id))).toEqual([
      400,
      'This bargain belongs to another promotion',
      'bargain_id',
    ]);

    const created = await buy(owner!.token, activity.id, id);
    expect(created.body.data.payable).toBe(reached.toFixed(2));
    const order = await call(t.app, 'GET', 'order/detail', { token: owner!.token, query: { id: String(created.body.data.order_id) } });
    expect(order.body.data).toMatchObject({ goods_amount: reached.toFixed(2) });
    expect((await detail(id, owner!.token)).body.data).toMatchObject({ state: 'bought', order_id: created.body.data.order_id, price: reached.toFixed(2) });
    expect((await detail(id)).body.data.order_id).toBeNull();
    expect(refusal(await help(stranger!.token, id))).toEqual([400, 'This bargain has already been bought', 'bargain_id']);
    expect(refusal(await buy(owner!.token, activity.id, id))).toEqual([
      400,
      'This bargain has already been bought',
      'bargain_id',
    ]);

    await call(t.app, 'POST', 'order/cancel', { token: owner!.token, body: { id: created.body.data.order_id } });
    expect((await detail(id, owner!.token)).body.data).toMatchObject({ state: 'open', order_id: null, price: reached.toFixed(2) });
    expect((await help(stranger!.token, id)).body.code).toBe(1);
  });

  it('fails a bargain whose order is cancelled after its activity ended', async () => {
    const activity = await activityOf({ endsAt: at(10 * 60 * 1000) });
    const [owner] = await members(1);
    const { id } = (await start(owner!.token, activity.id)).body.data;
    const created = await buy(owner!.token, activity.id, id);
    t.clock.advance(10 * 60 * 1000);
    await call(t.app, 'POST', 'order/cancel', { token: owner!.token, body: { id: created.body.data.order_id } });
    expect((await detail(id, owner!.token)).body.data).toMatchObject({ state: 'failed', order_id: null });
  });

  it('buys at the price reached through the wallet', async () => {
    const activity = await activityOf({ helpersNeeded: 2 });
    const [owner, friend] = await members(2);
    const { id } = (await start(owner!.token, activity.id)).body.data;
    const reached = (await help(friend!.token, id)).body.data.bargain.price;
    const created = await buy(owner!.token, activity.id, id);
    const paid = await call(t.app, 'POST', 'payment/index', { token: owner!.token, body: { order_id: created.body.data.order_id, method: 'balance' } });
    expect(paid.body.data).toMatchObject({ status: 'paid' });
    const order = await call(t.app, 'GET', 'order/detail', { token: owner!.token, query: { id: String(created.body.data.order_id) } });
    expect(order.body.data).toMatchObject({ goods_amount: reached, payable: reached });
    expect((await detail(id, owner!.token)).body.data.state).toBe('bought');
  });

  it('seeds bargains in both languages, and a bargain of the demo member that friends have started cutting', async () => {
    const seeded = await t.connection.db.select().from(activities).where(eq(activities.type, 'bargain'));
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(seeded.every((row) => row.titleZh !== '' && row.titleEn !== '' && row.titleZh !== row.titleEn)).toBe(true);
    const demo = await signIn(t.app, 'demo', 'demo1234');
    const bag = seeded.find((row) => row.titleEn.includes('weekender'))!;
    const view = await call(t.app, 'GET', 'activity/bargain/view', { token: demo, lang: 'en-us', query: { id: String(bag.id) } });
    expect(view.body.data.bargain).toMatchObject({ is_owner: true, state: 'open', helpers: 2, helpers_needed: 3, helper_list: [{ name: 'l***y' }, { name: 'm***l' }] });
    const { start_price: start, price, cut_amount: cut, helper_list: helpers } = view.body.data.bargain!;
    const cents = (yuan: string) => Math.round(Number(yuan) * 100);
    expect(cents(start) - cents(price)).toBe(cents(cut));
    expect(helpers.reduce((sum, helper) => sum + cents(helper.cut), 0)).toBe(cents(cut));
    // lily's bargain, cut by 小雨 and tom_w, which the demo member may help: a two-character name shows its first character only.
    const watch = seeded.find((row) => row.titleEn.includes('smartwatch'))!;
    const lilys = await call(t.app, 'GET', 'activity/bargain/view', { token: await signIn(t.app, 'lily', 'reviewer1234'), query: { id: String(watch.id) } });
    const shared = await detail(lilys.body.data.bargain!.id, demo);
    expect(shared.body.data).toMatchObject({ owner_name: 'l***y', is_owner: false, helped: false, helper_list: [{ name: '小***' }, { name: 't***w' }] });
  });
});
