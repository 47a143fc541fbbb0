import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { inStockSku } from '../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { SCHEDULED_JOBS, type JobContext } from '../jobs';
import { orderRow, placeOrder, ship, walletMember, type Member } from '../refund/refund-test-kit';
import { DEV_SIMULATOR, devSimulatorProvider, trackingProviderFromEnv } from '.';

const HOUR_MS = 60 * 60 * 1000;

describe('delivery tracking', () => {
  let t: TestApp;
  let mug: { id: number };
  let context: JobContext;
  let warehouse: string;
  let service: string;
  let designer: string;
  beforeAll(async () => {
    t = await createTestApp();
    mug = await inStockSku(t.connection.db, 7);
    context = { db: t.connection.db, paymentProviders: t.app.paymentProviders, orderWindows: t.app.orderWindows, trackingProvider: devSimulatorProvider(), clock: t.clock.now, log: t.app.log };
  });
  afterAll(() => t.close());
  // Staff sessions last hours and the parcel's journey days: each test signs in again on a fresh clock.
  beforeEach(async () => {
    t.clock.restart();
    [warehouse, service, designer] = await Promise.all([signInStaff(t.app, 'warehouse'), signInStaff(t.app, 'service'), signInStaff(t.app, 'designer')]);
  });

  const followParcels = () => SCHEDULED_JOBS.find((job) => job.name === 'follow-parcels')!.run(context, t.clock.now());
  const expressOrder = (member: Member & { addressId: number }) => placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
  const shippedOrder = async (member: Member & { addressId: number }) => {
    const orderId = await expressOrder(member);
    expect((await ship(t, warehouse, orderId)).body.code).toBe(1);
    return orderId;
  };
  const track = (member: Member, orderId: number, lang = 'en-us') => call(t.app, 'GET', 'order/express', { token: member.token, query: { id: String(orderId) }, lang });
  const addEvent = (token: string, body: Record<string, unknown>, lang = 'en-us') => call(t.app, 'POST', 'admin/order/express/add', { token, body, lang });

  it('moves a shipped parcel through the simulated courier’s events as the shop’s clock passes, each once, without receiving the order', async () => {
    const member = await walletMember(t, 'parcel_watcher');
    const orderId = await shippedOrder(member);
    const kinds = async () => (await track(member, orderId)).body.data.events.map((event) => event.kind);

    t.clock.advance(HOUR_MS);
    await followParcels();
    expect(await kinds()).toEqual([]);

    t.clock.advance(HOUR_MS);
    expect(await followParcels()).toBeGreaterThanOrEqual(1);
    expect(await kinds()).toEqual(['picked_up']);

    t.clock.advance(28 * HOUR_MS);
    await followParcels();
    expect(await kinds()).toEqual(['arrived', 'departed', 'picked_up']);
    // Asked again at once, the provider's events are kept once.
    expect(await followParcels()).toBe(0);

    t.clock.advance(14 * HOUR_MS);
    await followParcels();
    const shippedAt = (await orderRow(t, orderId)).shippedAt!.getTime();
    const answer = (await track(member, orderId)).body.data;
    expect(answer.express).toEqual({ company: 'SF Express', tracking_no: 'SF1234567890' });
    expect(answer.events.map((event) => [event.kind, event.happened_at, event.source])).toEqual(
      [
        ['delivered', 44],
        ['out_for_delivery', 40],
        ['arrived', 30],
        ['departed', 8],
        ['picked_up', 2],
      ].map(([kind, hours]) => [kind, new Date(shippedAt + (hours as number) * HOUR_MS).toISOString(), 'provider']),
    );
    // The parcel goes to the member's city; what happened reads in the request's language.
    expect(answer.events[2]).toMatchObject({ place: 'Hangzhou sorting centre', details: 'Arrived at the sorting centre' });
    expect(answer.events[4]!.details).toBe('Picked up by SF Express');
    const zh = (await track(member, orderId, 'zh-cn')).body.data;
    expect(zh.events[0]!.details).toBe('快件已签收，签收人：本人，感谢使用');
    expect(zh.events[4]!.details).toBe('【SF Express】快递员已揽收');
    // A delivered parcel is not asked about again, and the order waits for the member (or AUTO_RECEIVE_DAYS).
    t.clock.advance(HOUR_MS);
    await followParcels();
    expect((await track(member, orderId)).body.data.events).toHaveLength(5);
    expect((await orderRow(t, orderId)).status).toBe(2);
  });

  it('follows nothing without a provider: production’s default, where the back office adds events by hand', async () => {
    const member = await walletMember(t, 'no_provider');
    const orderId = await shippedOrder(member);
    t.clock.advance(50 * HOUR_MS);
    expect(await SCHEDULED_JOBS.find((job) => job.name === 'follow-parcels')!.run({ ...context, trackingProvider: null }, t.clock.now())).toBe(0);
    expect((await track(member, orderId)).body.data.events).toEqual([]);
  });

  it('lets the back office add an event by hand, audited, which the member reads first, in either language', async () => {
    const member = await walletMember(t, 'hand_tracked');
    const orderId = await shippedOrder(member);
    t.clock.advance(3 * HOUR_MS);
    await followParcels();
    const typedAt = new Date(t.clock.now().getTime() - 30 * 60_000).toISOString();
    const added = await addEvent(warehouse, { id: orderId, happened_at: typedAt, place: '  Hangzhou Xiaoshan depot ', details: 'Held for a customs check, leaves tomorrow' });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('Tracking update added');
    expect(added.body.data.events[0]).toMatchObject({ happened_at: typedAt, place: 'Hangzhou Xiaoshan depot', details: 'Held for a customs check, leaves tomorrow', kind: null, source: 'staff', recorded_by: 'warehouse' });
    expect(added.body.data.events[1]).toMatchObject({ kind: 'picked_up', recorded_by: null });

    // Without a time it happened now.
    t.clock.advance(60_000);
    const now = await addEvent(warehouse, { id: orderId, place: '杭州', details: '已联系收件人' }, 'zh-cn');
    expect(now.body.msg).toBe('已添加物流动态');
    expect(now.body.data.events[0]!.happened_at).toBe(t.clock.now().toISOString());

    for (const lang of ['en-us', 'zh-cn']) {
      const seen = (await track(member, orderId, lang)).body.data.events;
      expect(seen.map((event) => event.details)).toEqual(['已联系收件人', 'Held for a customs check, leaves tomorrow', lang === 'en-us' ? 'Picked up by SF Express' : '【SF Express】快递员已揽收']);
      expect(seen[0]).not.toHaveProperty('recorded_by');
    }
    const [audit] = await t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'order.tracking_add'), eq(auditLogs.targetId, String(orderId))));
    expect(audit).toMatchObject({ staffUsername: 'warehouse', targetType: 'order', after: { happened_at: typedAt, place: 'Hangzhou Xiaoshan depot' } });
    // The order's status is the member's to move.
    expect((await orderRow(t, orderId)).status).toBe(2);
  });

  it('refuses a bad event naming its field, in the request’s language', async () => {
    const member = await walletMember(t, 'bad_event');
    const orderId = await shippedOrder(member);
    const shippedAt = (await orderRow(t, orderId)).shippedAt!;
    const refusal = async (body: Record<string, unknown>, lang = 'en-us') => {
      const answer = await addEvent(warehouse, { id: orderId, place: 'Hangzhou', details: 'Parcel update', ...body }, lang);
      expect(answer.status).toBe(400);
      return { field: answer.body.data?.field, msg: answer.body.msg };
    };
    expect((await refusal({ place: '   ' })).field).toBe('place');
    expect((await refusal({ details: 'x'.repeat(201) })).field).toBe('details');
    expect((await refusal({ details: undefined })).field).toBe('details');
    expect((await refusal({ happened_at: 'yesterday' })).field).toBe('happened_at');
    expect(await refusal({ happened_at: new Date(shippedAt.getTime() - 60_000).toISOString() })).toEqual({ field: 'happened_at', msg: 'The time is before the order shipped' });
    expect(await refusal({ happened_at: new Date(t.clock.now().getTime() + HOUR_MS).toISOString() }, 'zh-cn')).toEqual({ field: 'happened_at', msg: '时间不能晚于当前时间' });
    expect((await refusal({ place: '' }, 'zh-cn')).msg).toContain('地点');
    expect((await track(member, orderId)).body.data.events).toEqual([]);
  });

  it('adds events only to a shipped express order the user may ship, and an unknown order is not found', async () => {
    const member = await walletMember(t, 'not_yet_shipped');
    const unshipped = await expressOrder(member);
    const pickup = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }]);
    const event = { place: 'Hangzhou', details: 'Parcel update' };
    const notShipped = await addEvent(warehouse, { id: unshipped, ...event });
    expect([notShipped.status, notShipped.body.data?.field, notShipped.body.msg]).toEqual([409, 'id', 'This order has not shipped yet: ship it first, then add its tracking updates']);
    expect((await addEvent(warehouse, { id: pickup, ...event })).status).toBe(409);
    expect((await addEvent(warehouse, { id: 999_999, ...event })).status).toBe(404);

    const shipped = await shippedOrder(member);
    // Customer service reads the parcel but may not write it; a designer may not even read it; a member is no back-office user.
    expect((await addEvent(service, { id: shipped, ...event })).status).toBe(403);
    expect((await call(t.app, 'GET', 'admin/order/express', { token: service, query: { id: String(shipped) } })).status).toBe(200);
    expect((await call(t.app, 'GET', 'admin/order/express', { token: designer, query: { id: String(shipped) } })).status).toBe(403);
    expect((await addEvent(member.token, { id: shipped, ...event })).status).toBe(401);
    expect((await call(t.app, 'GET', 'admin/order/express', { token: warehouse, query: { id: '999999' } })).status).toBe(404);
  });

  it('answers a member only about their own orders: another member’s order is not found', async () => {
    const owner = await walletMember(t, 'parcel_owner');
    const other = await walletMember(t, 'parcel_snoop');
    const orderId = await shippedOrder(owner);
    expect((await addEvent(warehouse, { id: orderId, place: 'Hangzhou', details: 'Parcel update' })).status).toBe(200);
    expect((await track(owner, orderId)).body.data.events).toHaveLength(1);
    const snooped = await track(other, orderId);
    expect([snooped.status, snooped.body.data]).toEqual([404, null]);
    expect((await track(other, 999_999)).status).toBe(404);
    expect((await call(t.app, 'GET', 'order/express', { query: { id: String(orderId) } })).status).toBe(401);
    // Before it ships an order has no parcel and no events.
    const unshipped = await expressOrder(owner);
    expect((await track(owner, unshipped)).body.data).toEqual({ order_id: unshipped, express: null, events: [] });
  });
});

describe('the tracking provider setting (TRACKING_PROVIDER)', () => {
  it('runs the development simulator in development and tests unless told otherwise', () => {
    expect(trackingProviderFromEnv('development', {})?.name).toBe(DEV_SIMULATOR);
    expect(trackingProviderFromEnv('test', { TRACKING_PROVIDER: ' dev-simulator ' })?.name).toBe(DEV_SIMULATOR);
    expect(trackingProviderFromEnv('development', { TRACKING_PROVIDER: 'none' })).toBeNull();
  });

  it('runs none in production, and refuses the simulator there and an unknown name anywhere', () => {
    expect(trackingProviderFromEnv('production', {})).toBeNull();
    expect(trackingProviderFromEnv('production', { TRACKING_PROVIDER: 'none' })).toBeNull();
    expect(() => trackingProviderFromEnv('production', { TRACKING_PROVIDER: 'dev-simulator' })).toThrow(/development provider/);
    expect(() => trackingProviderFromEnv('production', { TRACKING_PROVIDER: 'kuaidi' })).toThrow('TRACKING_PROVIDER must be one of "dev-simulator", "none" or unset, got "kuaidi"');
    expect(() => trackingProviderFromEnv('development', { TRACKING_PROVIDER: 'sf' })).toThrow(/TRACKING_PROVIDER must be one of/);
  });

  it('makes the simulator’s hours pass faster when asked, within bounds', async () => {
    const provider = trackingProviderFromEnv('development', { TRACKING_SIMULATOR_SPEED: '60' })!;
    const shippedAt = new Date('2025-06-01T08:00:00Z');
    const parcel = { orderId: 1, company: 'SF Express', trackingNo: 'SF1', shippedAt, destinationCity: 'Beijing' };
    const events = await provider.eventsOf(parcel, new Date(shippedAt.getTime() + 44 * 60_000));
    expect(events.map((event) => event.kind)).toEqual(['picked_up', 'departed', 'arrived', 'out_for_delivery', 'delivered']);
    // A city couriers know reads in both languages, however the member typed it; another as typed.
    expect(events[4]!.place).toEqual({ zh: '北京', en: 'Beijing' });
    const inChinese = await provider.eventsOf({ ...parcel, destinationCity: '上海市' }, new Date(shippedAt.getTime() + 44 * 60_000));
    expect(inChinese[2]!.place).toEqual({ zh: '上海转运中心', en: 'Shanghai sorting centre' });
    // It leaves from a warehouse of another city, whichever the tracking number picks.
    for (const trackingNo of ['SF1', 'SF2', 'SF3', 'SF4', 'SF5']) {
      const [pickedUp] = await provider.eventsOf({ ...parcel, trackingNo, destinationCity: 'Shanghai' }, new Date(shippedAt.getTime() + 44 * 60_000));
      expect(pickedUp!.place.en).not.toBe('Shanghai');
    }
    const elsewhere = await provider.eventsOf({ ...parcel, destinationCity: 'Lhasa' }, new Date(shippedAt.getTime() + 44 * 60_000));
    expect(elsewhere[4]!.place).toEqual({ zh: 'Lhasa', en: 'Lhasa' });
    expect(() => trackingProviderFromEnv('development', { TRACKING_SIMULATOR_SPEED: '0' })).toThrow(/TRACKING_SIMULATOR_SPEED/);
  });
});
