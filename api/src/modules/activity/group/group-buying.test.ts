import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { groupMembers, users } from '../../../db/schema';
import { buyActivity, createActivity } from '../../../testing/activity-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../../testing/test-app';
import { seedGroupActivities } from '../../../seed/activities/group';
import { cancelExpiredOrders } from '../../order/expiry-service';
import { groupKit, HOUR, MINUTE, type GroupDeal, type Member } from './group-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kit = groupKit(() => t, 'grp');
const { members, seatOf, groupRow } = kit;
const groupActivity = kit.deal;
const pay = kit.payFromWallet;
const buy = (member: Member, deal: GroupDeal, groupId?: number) => kit.buy(member, deal, { groupId });

/** Opens a group as `leader` and answers its id and the leader's order. */
async function openGroup(leader: Member, activity: GroupDeal, options: { paid: boolean }) {
  const created = await buy(leader, activity);
  expect(created.body.code).toBe(1);
  if (options.paid) await pay(leader, created.body.data.order_id);
  return { groupId: (await seatOf(created.body.data.order_id)).groupId, orderId: created.body.data.order_id };
}

describe('the group pages', () => {
  it('lists group activities with their size and window, and shows a page to visitors and members', async () => {
    const running = await groupActivity(3, 90);
    const list = await call(t.app, 'GET', 'activity/group/index', { query: { size: '60' }, lang: 'en-us' });
    expect(list.body.code).toBe(1);
    expect(list.body.data.list.find((card) => card.id === running.activityId)).toMatchObject({ type: 'group', group_size: 3, window_minutes: 90, price: '19.90', state: 'selling' });

    const visitor = await call(t.app, 'GET', 'activity/group/view', { query: { id: String(running.activityId) } });
    expect(visitor.body.data).toMatchObject({ id: running.activityId, group_size: 3, window_minutes: 90, groups: [], limit: { bought: 0 }, now: t.clock.now().toISOString() });
    expect(visitor.body.data.skus[0]).toMatchObject({ sku_id: running.skuId, price: '19.90' });
    // Another type's activity is not a group activity.
    const limit = await createActivity(t.connection.db, { type: 'limit', startsAt: new Date(t.clock.now().getTime() - HOUR), endsAt: new Date(t.clock.now().getTime() + HOUR) });
    expect((await call(t.app, 'GET', 'activity/group/view', { query: { id: String(limit.activity.id) } })).status).toBe(404);
    expect((await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: '999999' } })).status).toBe(404);
  });

  it('lists a group once someone has paid into it, with its leader masked and the seats left; the leader sees their own group first', async () => {
    const running = await groupActivity(3);
    const [leader, other] = await members(2);
    await t.connection.db.update(users).set({ nickname: 'Lindsay' }).where(eq(users.id, leader!.id));
    const unpaid = await openGroup(leader!, running, { paid: false });
    const view = (token?: string) => call(t.app, 'GET', 'activity/group/view', { query: { id: String(running.activityId) }, token });
    expect((await view()).body.data.groups).toEqual([]);
    expect((await view(leader!.token)).body.data.groups).toEqual([expect.objectContaining({ id: unpaid.groupId, mine: true, members: 1, seats_left: 2 })]);

    await pay(leader!, unpaid.orderId);
    const seen = (await view(other!.token)).body.data.groups;
    expect(seen).toEqual([{ id: unpaid.groupId, leader_name: 'L***y', leader_avatar: '', size: 3, members: 1, seats_left: 2, expires_at: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString(), mine: false }]);

    const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(unpaid.groupId) }, token: leader!.token });
    expect(detail.body.data).toMatchObject({ id: unpaid.groupId, activity_id: running.activityId, state: 'open', size: 3, seats_left: 2, joined: true, order_id: unpaid.orderId, price: '19.90' });
    expect(detail.body.data.members).toEqual([expect.objectContaining({ name: 'L***y', is_leader: true, state: 'paid' })]);
    const stranger = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(unpaid.groupId) } });
    expect(stranger.body.data).toMatchObject({ joined: false, order_id: null });
  });
});

describe('joining a group', () => {
  it('opens a group as leader, lets others join until it is full, and succeeds once every seat is paid', async () => {
    const running = await groupActivity(3);
    const [leader, second, third, late] = await members(4);
    const group = await openGroup(leader!, running, { paid: true });
    expect(await groupRow(group.groupId)).toMatchObject({ leaderId: leader!.id, size: 3, status: 'open', expiresAt: new Date(t.clock.now().getTime() + 24 * HOUR) });

    const preview = await call(t.app, 'POST', 'order/confirm', { token: second!.token, body: { type: 'group', activity_id: running.activityId, sku_id: running.skuId, quantity: 1, group_id: group.groupId, delivery: 'pickup', store_id: 1 } });
    expect(preview.body.data).toMatchObject({ goods_amount: '19.90', activity: { id: running.activityId, type: 'group' } });
    const joined = await buy(second!, running, group.groupId);
    expect(joined.body.code).toBe(1);
    const third_ = await buy(third!, running, group.groupId);
    expect(await seatOf(third_.body.data.order_id)).toMatchObject({ groupId: group.groupId, isLeader: false, status: 'pending' });

    // Every seat is held (two of them unpaid): a fourth buyer is refused, naming the field.
    const full = await call(t.app, 'POST', 'order/create', { token: late!.token, lang: 'en-us', body: { type: 'group', activity_id: running.activityId, sku_id: running.skuId, quantity: 1, group_id: group.groupId, delivery: 'pickup', store_id: 1 } });
    expect([full.status, full.body.msg, full.body.data.field]).toEqual([400, 'This group is full; start a new group or join another', 'group_id']);

    await pay(second!, joined.body.data.order_id);
    expect((await groupRow(group.groupId)).status).toBe('open');
    await pay(third!, third_.body.data.order_id);
    expect(await groupRow(group.groupId)).toMatchObject({ status: 'success', settledAt: t.clock.now() });
    const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(group.groupId) }, token: third!.token });
    expect(detail.body.data).toMatchObject({ state: 'success', seats_left: 0, joined: true });
    expect(detail.body.data.members.map((member) => member.state)).toEqual(['paid', 'paid', 'paid']);

    const closed = await call(t.app, 'POST', 'order/confirm', { token: late!.token, lang: 'en-us', body: { type: 'group', activity_id: running.activityId, sku_id: running.skuId, quantity: 1, group_id: group.groupId, delivery: 'pickup', store_id: 1 } });
    expect([closed.status, closed.body.msg, closed.body.data.field]).toEqual([400, 'This group has closed; start a new group or join another', 'group_id']);
  });

  it('refuses joining the same group twice, a group of another activity, and an unknown group', async () => {
    const running = await groupActivity(3);
    const other = await groupActivity(3);
    const [leader, member] = await members(2);
    const group = await openGroup(leader!, running, { paid: true });
    const confirm = (who: Member, activityId: number, groupId: number) =>
      call(t.app, 'POST', 'order/confirm', { token: who.token, lang: 'en-us', body: { type: 'group', activity_id: activityId, sku_id: running.skuId, quantity: 1, group_id: groupId, delivery: 'pickup', store_id: 1 } });

    expect((await confirm(leader!, running.activityId, group.groupId)).body).toMatchObject({ msg: 'You are already in this group', data: { field: 'group_id' } });
    expect((await buy(member!, running, group.groupId)).body.code).toBe(1);
    const twice = await buy(member!, running, group.groupId);
    expect([twice.status, twice.body.data.field]).toEqual([400, 'group_id']);
    expect((await confirm(member!, other.activityId, group.groupId)).body).toMatchObject({ msg: 'This group does not exist in this promotion', data: { field: 'group_id' } });
    expect((await confirm(member!, running.activityId, 999_999)).body.data.field).toBe('group_id');
  });

  it('holds an unpaid seat only until its payment window closes; the seat then goes to the next buyer', async () => {
    const running = await groupActivity(2);
    const [leader, slow, next] = await members(3);
    const group = await openGroup(leader!, running, { paid: true });
    const held = await buy(slow!, running, group.groupId);
    expect(held.body.code).toBe(1);
    expect((await buy(next!, running, group.groupId)).body.data.field).toBe('group_id');

    t.clock.advance(31 * MINUTE);
    await cancelExpiredOrders(t.connection.db, t.clock.now());
    expect(await seatOf(held.body.data.order_id)).toMatchObject({ status: 'released' });
    const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(group.groupId) }, token: slow!.token });
    expect(detail.body.data).toMatchObject({ state: 'open', seats_left: 1, joined: false, order_id: null });
    expect(detail.body.data.members).toHaveLength(1);

    const taken = await buy(next!, running, group.groupId);
    expect(taken.body.code).toBe(1);
    await pay(next!, taken.body.data.order_id);
    expect((await groupRow(group.groupId)).status).toBe('success');
  });

  it('gives the last seat to exactly one of the members racing for it', async () => {
    const running = await groupActivity(2);
    for (let round = 0; round < 5; round += 1) {
      const [leader, ...racers] = await members(4);
      const group = await openGroup(leader!, running, { paid: true });
      const results = await Promise.all(racers.map((racer) => buy(racer, running, group.groupId)));
      expect(results.map((result) => result.body.code).sort()).toEqual([1, 402, 402]);
      for (const refused of results.filter((result) => result.body.code !== 1)) expect(refused.body.data.field).toBe('group_id');
      const seats = await t.connection.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.groupId));
      expect(seats).toHaveLength(2);
    }
  });

  it('closes a new group no later than the activity itself', async () => {
    const now = t.clock.now().getTime();
    const { activity, skus } = await createActivity(t.connection.db, { type: 'group', startsAt: new Date(now - HOUR), endsAt: new Date(now + 2 * HOUR), groupSize: 2, groupWindowMinutes: 24 * 60 });
    const [leader] = await members(1);
    const group = await openGroup(leader!, { activityId: activity.id, skuId: skus[0]!.skuId, activitySkuId: skus[0]!.id }, { paid: false });
    expect((await groupRow(group.groupId)).expiresAt).toEqual(new Date(now + 2 * HOUR));
  });
});

it('seeds running, upcoming, ended and nearly sold-out groups, and lily’s group one member short that the demo member completes', async () => {
  // The seeds ran at the real time; seeding again at the test clock's time puts the windows around it.
  await seedGroupActivities(t.connection.db, t.clock.now(), { demoAccounts: true });
  const list = (await call(t.app, 'GET', 'activity/group/index', { query: { size: '60' }, lang: 'en-us' })).body.data.list;
  // The newest of each title: the ones just seeded.
  const card = (title: RegExp) => list.filter((row) => title.test(row.title)).sort((a, b) => b.id - a.id)[0]!;
  expect(card(/linen summer shirt/)).toMatchObject({ state: 'selling', group_size: 2, price: '149.00' });
  expect(card(/indoor basketball/)).toMatchObject({ state: 'selling', stock: 3, group_size: 5 });
  expect(card(/floral midi dress/)).toMatchObject({ state: 'upcoming' });
  expect(card(/Oxford/)).toMatchObject({ state: 'ended' });
  const zh = (await call(t.app, 'GET', 'activity/group/index', { query: { size: '60' }, lang: 'zh-cn' })).body.data.list;
  expect(zh.find((row) => row.id === card(/linen summer shirt/).id)!.title).toBe('2人拼团 · 亚麻夏季衬衫');

  const demo = await signIn(t.app, 'demo', 'demo1234');
  const shirt = card(/linen summer shirt/);
  const view = await call(t.app, 'GET', 'activity/group/view', { query: { id: String(shirt.id) }, token: demo });
  expect(view.body.data.groups).toEqual([expect.objectContaining({ leader_name: 'l***y', members: 1, seats_left: 1, mine: false })]);
  const groupId = view.body.data.groups[0]!.id;
  const joined = await buyActivity(t, demo, { type: 'group', activity_id: shirt.id, sku_id: view.body.data.skus[0]!.sku_id, group_id: groupId });
  expect(joined.body.code).toBe(1);
  await pay({ id: 0, token: demo }, joined.body.data.order_id);
  const detail = await call(t.app, 'GET', 'activity/group/detail', { query: { group_id: String(groupId) }, token: demo });
  expect(detail.body.data).toMatchObject({ state: 'success', joined: true, members: [{ name: 'l***y', is_leader: true, state: 'paid' }, { name: 'D***o', state: 'paid' }] });
});
