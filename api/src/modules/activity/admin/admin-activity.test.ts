import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, eq, ne } from 'drizzle-orm';
import { auditLogs, flashSlots, goodsSkus } from '../../../db/schema';
import { createMember, inStockSku } from '../../../testing/buying-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../../testing/test-app';

const HOUR = 60 * 60 * 1000;

describe('back-office activities', () => {
  let t: TestApp;
  let admin: string;
  let member: { id: number; token: string };
  let mug: { id: number; priceCents: number };
  let shirt: { id: number };
  let slotId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInStaff(t.app, 'operator');
    member = await createMember(t.connection.db, 'shopper', 100_000);
    mug = await inStockSku(t.connection.db, 7);
    shirt = await inStockSku(t.connection.db, 8);
    await t.connection.db.insert(flashSlots).values({ startMinute: 1234, durationMinutes: 60 }).onConflictDoNothing();
    const [slot] = await t.connection.db.select().from(flashSlots).where(eq(flashSlots.startMinute, 1234));
    slotId = slot!.id;
  });
  afterAll(() => t.close());

  const window = () => ({ starts_at: new Date(t.clock.now().getTime() - HOUR).toISOString(), ends_at: new Date(t.clock.now().getTime() + 24 * HOUR).toISOString() });
  const limitOffer = () => ({
    type: 'limit',
    goods_id: 7,
    title: { zh: '限购马克杯', en: 'Mug, limited' },
    ...window(),
    per_member_limit: 2,
    per_order_limit: 1,
    skus: [{ sku_id: mug.id, price: '29.90', stock: 10 }],
  });
  const save = (body: unknown, token = admin) => call(t.app, 'POST', 'admin/activity/save', { token, body, lang: 'en-us' });
  const detail = (id: number) => call(t.app, 'GET', 'admin/activity/detail', { token: admin, query: { id: String(id) } });
  const buy = (activityId: number) =>
    call(t.app, 'POST', 'order/create', { token: member.token, lang: 'en-us', body: { type: 'limit', activity_id: activityId, sku_id: mug.id, quantity: 1, delivery: 'pickup', store_id: 1 } });

  it('answers visitors and members 401, and back-office roles without the permission 403, on every call', async () => {
    const created = await save(limitOffer());
    const warehouse = await signInStaff(t.app, 'warehouse');
    const id = String(created.body.data.id);
    const calls = [
      ['GET', 'admin/activity/index', { query: { type: 'limit' } }],
      ['GET', 'admin/activity/detail', { query: { id } }],
      ['POST', 'admin/activity/save', { body: limitOffer() }],
      ['POST', 'admin/activity/start', { body: { id: Number(id) } }],
      ['POST', 'admin/activity/stop', { body: { id: Number(id) } }],
      ['GET', 'admin/activity/slots', {}],
    ] as const;
    for (const [method, url, options] of calls) {
      expect([url, (await call(t.app, method, url, options)).status]).toEqual([url, 401]);
      expect([url, (await call(t.app, method, url, { ...options, token: member.token })).status]).toEqual([url, 401]);
      expect([url, (await call(t.app, method, url, { ...options, token: warehouse })).status]).toEqual([url, 403]);
      expect([url, (await call(t.app, method, url, { ...options, token: admin })).status]).toEqual([url, 200]);
    }
  });

  it('creates, lists, edits and stops an activity; a stopped one has ended for shoppers and checkout refuses it', async () => {
    const created = await save(limitOffer());
    expect(created.body).toMatchObject({ code: 1, msg: 'Promotion saved', data: { type: 'limit', goods_id: 7, enabled: true, state: 'selling', price: '29.90', stock: 10, sold: 0, orders: 0 } });
    expect(created.body.data.skus).toEqual([expect.objectContaining({ sku_id: mug.id, price: '29.90', floor_price: null, points: 0, stock: 10, original_price: '39.00' })]);
    const id = created.body.data.id;
    const listed = await call(t.app, 'GET', 'admin/activity/index', { token: admin, query: { type: 'limit' }, lang: 'en-us' });
    expect(listed.body.data.list[0]).toMatchObject({ id, title: { zh: '限购马克杯', en: 'Mug, limited' }, goods_name: expect.any(String) });

    expect((await buy(id)).body.code).toBe(1);
    const edited = await save({ ...limitOffer(), id, title: { zh: '限购', en: 'Limited' }, per_member_limit: 5, skus: [{ sku_id: mug.id, price: '25.00', stock: 4 }] });
    expect(edited.body.data).toMatchObject({ id, title: { en: 'Limited' }, per_member_limit: 5, price: '25.00', stock: 4, sold: 1, orders: 1 });

    const stopped = await call(t.app, 'POST', 'admin/activity/stop', { token: admin, body: { id }, lang: 'en-us' });
    expect(stopped.body).toMatchObject({ msg: 'Promotion stopped', data: { enabled: false, state: 'ended' } });
    expect((await call(t.app, 'GET', 'activity/limit/view', { query: { id: String(id) } })).body.data.state).toBe('ended');
    expect((await buy(id)).body).toMatchObject({ msg: 'This promotion has ended', data: { field: 'activity_id' } });

    expect((await call(t.app, 'POST', 'admin/activity/start', { token: admin, body: { id } })).body.data).toMatchObject({ enabled: true, state: 'selling' });
    expect((await buy(id)).body.code).toBe(1);

    // Each change is in the audit log, by whom, with the fields before and after.
    const audit = await t.connection.db.select().from(auditLogs).where(and(eq(auditLogs.targetType, 'activity'), eq(auditLogs.targetId, String(id)))).orderBy(asc(auditLogs.id));
    expect(audit.map((row) => [row.staffUsername, row.action, row.before, row.after])).toEqual([
      ['operator', 'activity.save', null, expect.objectContaining({ title: { zh: '限购马克杯', en: 'Mug, limited' }, per_member_limit: 2, enabled: true, skus: [{ sku_id: mug.id, price_cents: 2990, floor_cents: null, points: 0, stock: 10 }] })],
      ['operator', 'activity.save', expect.objectContaining({ per_member_limit: 2 }), expect.objectContaining({ title: { zh: '限购', en: 'Limited' }, per_member_limit: 5, skus: [expect.objectContaining({ price_cents: 2500, stock: 4 })] })],
      ['operator', 'activity.stop', { enabled: true }, { enabled: false }],
      ['operator', 'activity.start', { enabled: false }, { enabled: true }],
    ]);
  });

  it('keeps the type, product and SKUs of an activity members have bought in', async () => {
    const id = (await save(limitOffer())).body.data.id;
    expect((await buy(id)).body.code).toBe(1);
    const otherMugSku = (await t.connection.db.select().from(goodsSkus).where(and(eq(goodsSkus.goodsId, 7), ne(goodsSkus.id, mug.id))))[0]!;
    for (const [change, field] of [
      [{ type: 'group', group_size: 2, window_minutes: 60 }, 'type'],
      [{ goods_id: 8, skus: [{ sku_id: shirt.id, price: '59.00', stock: 5 }] }, 'goods_id'],
      [{ skus: [{ sku_id: otherMugSku.id, price: '29.90', stock: 10 }] }, 'skus'],
      [{ skus: [{ sku_id: mug.id, price: '29.90', stock: 10 }, { sku_id: otherMugSku.id, price: '29.90', stock: 10 }] }, 'skus'],
    ] as const) {
      const answer = await save({ ...limitOffer(), id, ...change });
      expect([field, answer.status, answer.body.data.field, answer.body.msg]).toEqual([field, 400, field, expect.stringContaining('can no longer change')]);
    }
    const moved = await save({ ...limitOffer(), id, ends_at: new Date(t.clock.now().getTime() + 48 * HOUR).toISOString(), per_order_limit: 2, skus: [{ sku_id: mug.id, price: '19.90', stock: 3 }] });
    expect(moved.body.data).toMatchObject({ per_order_limit: 2, price: '19.90', stock: 3 });
  });

  it('changes everything of an activity nobody has bought in yet', async () => {
    const id = (await save(limitOffer())).body.data.id;
    const group = await save({ ...limitOffer(), id, type: 'group', goods_id: 8, group_size: 3, window_minutes: 90, slot_id: slotId, skus: [{ sku_id: shirt.id, price: '79.00', stock: 6 }] });
    expect(group.body.data).toMatchObject({ id, type: 'group', goods_id: 8, group_size: 3, window_minutes: 90, slot_id: null, helpers_needed: null, price: '79.00' });
    expect(group.body.data.skus.map((sku) => sku.sku_id)).toEqual([shirt.id]);
  });

  it('saves each type with its own settings', async () => {
    const flash = await save({ ...limitOffer(), type: 'second', slot_id: slotId });
    expect(flash.body.data).toMatchObject({ type: 'second', slot_id: slotId });
    const bargain = await save({ ...limitOffer(), type: 'bargain', helpers_needed: 3, skus: [{ sku_id: mug.id, price: '39.00', floor_price: '0.01', stock: 5 }] });
    expect(bargain.body.data).toMatchObject({ type: 'bargain', helpers_needed: 3, price: '0.01' });
    expect(bargain.body.data.skus[0]).toMatchObject({ price: '39.00', floor_price: '0.01' });
    const points = await save({ ...limitOffer(), type: 'point', skus: [{ sku_id: mug.id, price: '0.00', points: 1, stock: 5 }] });
    expect(points.body.data.skus[0]).toMatchObject({ price: '0.00', points: 1 });
    const slots = await call(t.app, 'GET', 'admin/activity/slots', { token: admin });
    expect(slots.body.data.list).toContainEqual({ id: slotId, start_minute: 1234, duration_minutes: 60, label: '20:34-21:34' });
  });

  it('refuses each bad field at its boundary, naming it', async () => {
    const sku = (fields: Record<string, unknown>) => ({ skus: [{ sku_id: mug.id, price: '29.90', stock: 10, ...fields }] });
    const start = t.clock.now().toISOString();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'flash' }, 'type'],
      [{ goods_id: 0 }, 'goods_id'],
      [{ goods_id: 999_999 }, 'goods_id'],
      [{ title: { zh: '', en: 'Mug' } }, 'title.zh'],
      [{ title: { zh: '杯', en: 'x'.repeat(161) } }, 'title.en'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ starts_at: start, ends_at: start }, 'ends_at'],
      [{ per_member_limit: -1 }, 'per_member_limit'],
      [{ per_member_limit: 2, per_order_limit: 3 }, 'per_order_limit'],
      [{ skus: [] }, 'skus'],
      [sku({ sku_id: shirt.id }), 'skus.0.sku_id'],
      [{ skus: [sku({}).skus[0], sku({}).skus[0]] }, 'skus.1.sku_id'],
      [sku({ price: '0.00' }), 'skus.0.price'],
      [sku({ price: '1.234' }), 'skus.0.price'],
      [sku({ price: 29.9 }), 'skus.0.price'],
      [sku({ price: '1000000.01' }), 'skus.0.price'],
      [sku({ stock: -1 }), 'skus.0.stock'],
      [{ type: 'group', window_minutes: 60 }, 'group_size'],
      [{ type: 'group', group_size: 1, window_minutes: 60 }, 'group_size'],
      [{ type: 'group', group_size: 2, window_minutes: 0 }, 'window_minutes'],
      [{ type: 'second' }, 'slot_id'],
      [{ type: 'second', slot_id: 999_999 }, 'slot_id'],
      [{ type: 'bargain', ...sku({ floor_price: '1.00' }) }, 'helpers_needed'],
      [{ type: 'bargain', helpers_needed: 0, ...sku({ floor_price: '1.00' }) }, 'helpers_needed'],
      [{ type: 'bargain', helpers_needed: 1, ...sku({}) }, 'skus.0.floor_price'],
      [{ type: 'bargain', helpers_needed: 1, ...sku({ floor_price: '0.00' }) }, 'skus.0.floor_price'],
      [{ type: 'bargain', helpers_needed: 1, ...sku({ floor_price: '29.90' }) }, 'skus.0.floor_price'],
      [{ type: 'point', ...sku({}) }, 'skus.0.points'],
      [{ type: 'point', ...sku({ points: 0 }) }, 'skus.0.points'],
    ];
    for (const [change, field] of cases) {
      const answer = await save({ ...limitOffer(), ...change });
      expect([change, answer.status, answer.body.data.field]).toEqual([change, 400, field]);
      expect(answer.body.msg).not.toMatch(/\{|\}/);
    }
    const atBoundary: Array<Record<string, unknown>> = [
      sku({ stock: 0, price: '0.01' }),
      { type: 'group', group_size: 2, window_minutes: 1 },
      { type: 'bargain', helpers_needed: 1, ...sku({ price: '0.02', floor_price: '0.01' }) },
      { type: 'point', ...sku({ price: '0', points: 1 }) },
      { per_member_limit: 3, per_order_limit: 3 },
    ];
    for (const change of atBoundary) expect([change, (await save({ ...limitOffer(), ...change })).body.code]).toEqual([change, 1]);
  });

  it('answers 404 for an unknown activity', async () => {
    expect((await save({ ...limitOffer(), id: 999_999 })).status).toBe(404);
    expect((await detail(999_999)).status).toBe(404);
    expect((await call(t.app, 'POST', 'admin/activity/stop', { token: admin, body: { id: 999_999 } })).status).toBe(404);
  });

  it('names the refusal in Chinese too', async () => {
    const answer = await call(t.app, 'POST', 'admin/activity/save', { token: admin, body: { ...limitOffer(), type: 'bargain', helpers_needed: 1, skus: [{ sku_id: mug.id, price: '9.00', floor_price: '9.00', stock: 1 }] } });
    expect(answer.body).toMatchObject({ msg: '底价至少为0.01且低于起始价', data: { field: 'skus.0.floor_price' } });
  });
});
