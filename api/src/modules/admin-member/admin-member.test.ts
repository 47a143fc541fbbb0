import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, desc, eq } from 'drizzle-orm';
import { auditLogs, users } from '../../db/schema';
import { balanceOf, createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';

describe('back office: members and wallet adjustments', () => {
  let t: TestApp;
  let staff: Record<'operator' | 'service' | 'warehouse' | 'designer', string>;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp();
    staff = {
      operator: await signInStaff(t.app, 'operator'),
      service: await signInStaff(t.app, 'service'),
      warehouse: await signInStaff(t.app, 'warehouse'),
      designer: await signInStaff(t.app, 'designer'),
    };
    const [demo] = await t.connection.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    demoId = demo!.id;
  });
  afterAll(() => t.close());

  const adjust = (body: Record<string, unknown>, token = staff.operator, lang = 'en-us') => call(t.app, 'POST', 'admin/member/wallet/adjust', { token, body, lang });
  const auditOf = (memberId: number) =>
    t.connection.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'member'), eq(auditLogs.targetId, String(memberId))))
      .orderBy(desc(auditLogs.id));

  it('lets customer service read members but not adjust wallets; warehouse and designer see no members; members and visitors get 401', async () => {
    const member = await signIn(t.app, 'demo', 'demo1234');
    for (const token of [undefined, member]) {
      expect((await call(t.app, 'GET', 'admin/member/index', { token })).status).toBe(401);
      const body = { member_id: demoId, direction: 'income', amount: '1', note: 'x' };
      expect((await call(t.app, 'POST', 'admin/member/wallet/adjust', { token, body })).status).toBe(401);
    }
    for (const token of [staff.warehouse, staff.designer]) {
      const refused = await call(t.app, 'GET', 'admin/member/index', { token, lang: 'en-us' });
      expect([refused.status, refused.body.msg]).toEqual([403, 'You do not have permission to do this']);
    }
    expect((await call(t.app, 'GET', 'admin/member/index', { token: staff.service })).status).toBe(200);
    expect((await call(t.app, 'GET', 'admin/member/detail', { token: staff.service, query: { id: String(demoId) } })).status).toBe(200);
    expect((await call(t.app, 'GET', 'admin/member/wallet', { token: staff.service, query: { member_id: String(demoId) } })).status).toBe(200);
    // Refused before its input is read: even an empty body is a 403, and nothing moved.
    const before = await balanceOf(t.connection.db, demoId);
    expect((await adjust({ member_id: demoId, direction: 'income', amount: '10.00', note: 'goodwill' }, staff.service)).status).toBe(403);
    expect((await adjust({}, staff.service)).status).toBe(403);
    expect(await balanceOf(t.connection.db, demoId)).toBe(before);
  });

  it('lists members with masked phones, finds them by keyword and registration day, and sorts on the server', async () => {
    const rich = await createMember(t.connection.db, 'kw_rich', 900_00);
    const poor = await createMember(t.connection.db, 'kw_poor', 5_00);
    await t.connection.db.update(users).set({ mobile: '13912345678', createdAt: new Date('2024-03-01T17:00:00Z') }).where(eq(users.id, rich.id));
    const list = (query: Record<string, string>) => call(t.app, 'GET', 'admin/member/index', { token: staff.service, query });
    const found = await list({ keyword: 'kw_', sort: 'balance', order: 'desc' });
    expect(found.body.data.list.map((row) => [row.username, row.balance])).toEqual([
      ['kw_rich', '900.00'],
      ['kw_poor', '5.00'],
    ]);
    expect((await list({ keyword: 'kw_', sort: 'balance', order: 'asc' })).body.data.list.map((row) => row.id)).toEqual([poor.id, rich.id]);
    expect((await list({ keyword: '1234567' })).body.data.list).toMatchObject([{ id: rich.id, mobile: '139****5678' }]);
    // 17:00 UTC on 1 March is 2 March in the shop's calendar (China time).
    expect((await list({ registered_from: '2024-03-02', registered_to: '2024-03-02' })).body.data.list.map((row) => row.id)).toEqual([rich.id]);
    expect((await list({ registered_from: '2024-03-01', registered_to: '2024-03-01' })).body.data.total).toBe(0);
    const demo = (await list({ keyword: 'demo' })).body.data.list[0]!;
    expect(demo).toMatchObject({ id: demoId, username: 'demo', mobile: '138****8000' });
    expect(demo.orders).toBeGreaterThan(0);
    const byOrders = (await list({ sort: 'orders', order: 'desc', size: '1' })).body.data;
    expect(byOrders.list[0]!.orders).toBeGreaterThanOrEqual(demo.orders);
    expect(byOrders.total).toBeGreaterThan(2);
    // Agents are the shop's staff in the chat, not members.
    expect((await list({ keyword: 'agent' })).body.data.total).toBe(0);
  });

  it('refuses bad filters, naming the field in the reader’s language', async () => {
    const list = (query: Record<string, string>, lang = 'en-us') => call(t.app, 'GET', 'admin/member/index', { token: staff.service, query, lang });
    expect((await list({ sort: 'password' })).body.data.field).toBe('sort');
    const day = await list({ registered_from: '2024-02-30' });
    expect([day.status, day.body.data.field, day.body.msg]).toEqual([400, 'registered_from', 'Enter the date as YYYY-MM-DD']);
    const range = await list({ registered_from: '2024-03-02', registered_to: '2024-03-01' }, 'zh-cn');
    expect([range.status, range.body.data.field, range.body.msg]).toEqual([400, 'registered_to', '结束日期不能早于开始日期']);
  });

  it('shows a member’s profile, addresses, coupons, last orders and wallet rows; unknown ids and agents are not found', async () => {
    const detail = await call(t.app, 'GET', 'admin/member/detail', { token: staff.service, query: { id: String(demoId) } });
    expect(detail.body.data).toMatchObject({ id: demoId, username: 'demo', mobile: '138****8000', addresses: 2 });
    expect(detail.body.data.recent_orders).toHaveLength(5);
    expect(detail.body.data.recent_orders[0]!.order_no).toMatch(/^\d+/);
    expect(detail.body.data.coupons.unused + detail.body.data.coupons.used + detail.body.data.coupons.expired).toBeGreaterThan(0);
    expect(detail.body.data.recent_wallet.length).toBeLessThanOrEqual(5);
    // An account that is no member of the shop's (a member-side administrator) is not found either.
    const [admin] = await t.connection.db.insert(users).values({ username: 'not-a-member', passwordHash: 'x', nickname: 'Admin', role: 'admin' }).returning({ id: users.id });
    for (const id of ['999999', String(admin!.id)]) {
      expect((await call(t.app, 'GET', 'admin/member/detail', { token: staff.service, query: { id } })).status).toBe(404);
      expect((await call(t.app, 'GET', 'admin/member/wallet', { token: staff.service, query: { member_id: id } })).status).toBe(404);
      expect((await adjust({ member_id: Number(id), direction: 'income', amount: '1.00', note: 'x' })).status).toBe(404);
    }
  });

  it('credits the balance with a ledger row the member reads in their log, names who did it, and audits the change', async () => {
    const member = await createMember(t.connection.db, 'adjusted', 20_00);
    const done = await adjust({ member_id: member.id, direction: 'income', amount: '10', note: 'Sorry for the late parcel' });
    expect(done.body).toMatchObject({ code: 1, msg: 'Balance adjusted', data: { member_id: member.id, balance: '30.00', row: { type: 'income', kind: 'other', amount: '10.00', balance_after: '30.00', adjusted_by: 'operator' } } });
    const log = await call(t.app, 'GET', 'wallet/log', { token: member.token, lang: 'en-us' });
    expect(log.body.data.list[0]).toMatchObject({ type: 'income', amount: '10.00', description: 'Adjusted by the shop: Sorry for the late parcel' });
    const zh = await call(t.app, 'GET', 'wallet/log', { token: member.token, lang: 'zh-cn' });
    expect(zh.body.data.list[0]!.description).toBe('商家调整：Sorry for the late parcel');
    const ledger = await call(t.app, 'GET', 'admin/member/wallet', { token: staff.service, query: { member_id: String(member.id) }, lang: 'en-us' });
    expect(ledger.body.data).toMatchObject({ total: 1, list: [{ id: done.body.data.row.id, adjusted_by: 'operator', description: 'Adjusted by the shop: Sorry for the late parcel' }] });
    const taken = await adjust({ member_id: member.id, direction: 'expense', amount: '30.00', note: 'Duplicate credit' });
    expect(taken.body.data.balance).toBe('0.00');
    const [last, first] = await auditOf(member.id);
    expect(first).toMatchObject({ staffUsername: 'operator', action: 'wallet.adjust', before: { balance: '20.00' }, after: { balance: '30.00', direction: 'income', amount: '10.00', note: 'Sorry for the late parcel' } });
    expect(last).toMatchObject({ action: 'wallet.adjust', before: { balance: '30.00' }, after: { balance: '0.00', direction: 'expense' } });
  });

  it('never takes the balance below 0: refused naming the amount, nothing written', async () => {
    const member = await createMember(t.connection.db, 'short', 5_00);
    const refused = await adjust({ member_id: member.id, direction: 'expense', amount: '5.01', note: 'Too much' });
    expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, 'amount', 'The balance is 5.00 yuan: it cannot go below 0']);
    expect(await balanceOf(t.connection.db, member.id)).toBe(5_00);
    expect(await auditOf(member.id)).toHaveLength(0);
    expect((await call(t.app, 'GET', 'wallet/log', { token: member.token })).body.data.total).toBe(0);
  });

  it('lands two adjustments made at once exactly, each from the balance the other left', async () => {
    const member = await createMember(t.connection.db, 'racing', 100_00);
    const operator2 = await signInStaff(t.app, 'admin');
    const [one, two, three] = await Promise.all([
      adjust({ member_id: member.id, direction: 'income', amount: '1.00', note: 'one' }),
      adjust({ member_id: member.id, direction: 'income', amount: '2.50', note: 'two' }, operator2),
      adjust({ member_id: member.id, direction: 'expense', amount: '0.25', note: 'three' }),
    ]);
    expect([one.body.code, two.body.code, three.body.code]).toEqual([1, 1, 1]);
    expect(await balanceOf(t.connection.db, member.id)).toBe(103_25);
    const rows = (await call(t.app, 'GET', 'admin/member/wallet', { token: staff.operator, query: { member_id: String(member.id) } })).body.data.list;
    expect(rows).toHaveLength(3);
    // Each row's balance follows from the one before it: no adjustment started from a stale balance.
    const chronological = [...rows].reverse();
    let balance = 100_00;
    for (const row of chronological) {
      balance += (row.type === 'income' ? 1 : -1) * Math.round(Number(row.amount) * 100);
      expect(Math.round(Number(row.balance_after) * 100)).toBe(balance);
    }
    expect(balance).toBe(103_25);
    expect(await auditOf(member.id)).toHaveLength(3);
  });

  it('validates the adjustment, naming the field, in both languages', async () => {
    const member = await createMember(t.connection.db, 'checked', 10_00);
    const body = { member_id: member.id, direction: 'income', amount: '1.00', note: 'ok' };
    for (const amount of ['0', '0.00', '-1', '1.234', 'abc', '100000.01', '']) {
      const refused = await adjust({ ...body, amount });
      expect([refused.status, refused.body.data.field]).toEqual([400, 'amount']);
    }
    expect((await adjust({ ...body, amount: '1.5' })).body.msg).toBe('Balance adjusted');
    const zh = await adjust({ ...body, amount: '0' }, staff.operator, 'zh-cn');
    expect(zh.body.msg).toBe('金额须在0.01至100000.00元之间，最多两位小数');
    expect((await adjust({ ...body, note: '  ' })).body).toMatchObject({ msg: 'Note is required', data: { field: 'note' } });
    expect((await adjust({ ...body, note: 'x'.repeat(101) })).body).toMatchObject({ msg: 'Note must be at most 100 characters', data: { field: 'note' } });
    expect((await adjust({ ...body, direction: 'up' })).body.data.field).toBe('direction');
    expect((await adjust({ ...body, member_id: 'demo' })).body.data.field).toBe('member_id');
    expect(await balanceOf(t.connection.db, member.id)).toBe(11_50);
  });
});
