import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { pointsLedger, users } from '../../db/schema';
import { createMember, inStockSku, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('wallet and points logs', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await signIn(t.app, 'demo', 'demo1234');
  });
  afterAll(() => t.close());

  const log = (token: string, query: Record<string, string> = {}, lang = 'en-us') => call(t.app, 'GET', 'wallet/log', { token, query, lang });
  const points = (token: string, query: Record<string, string> = {}, lang = 'en-us') => call(t.app, 'GET', 'wallet/points', { token, query, lang });

  it('answers the balance and points', async () => {
    const wallet = await call(t.app, 'GET', 'wallet/index', { token: demo });
    expect(wallet.body.data).toEqual({ balance: '5000.00', points: 1200 });
    expect((await call(t.app, 'GET', 'wallet/index')).status).toBe(401);
  });

  it('seeds a demo history whose newest balance_after is the balance, top-ups funding the paid orders', async () => {
    const all = await log(demo, { size: '50' });
    const rows = all.body.data.list;
    expect(all.body.data.total).toBe(rows.length);
    expect(rows[0]!.balance_after).toBe('5000.00');
    expect(rows.filter((row) => row.kind === 'recharge')).toHaveLength(3);
    expect(rows.filter((row) => row.kind === 'payment').map((row) => row.order_id).sort()).toEqual([2, 3, 4, 5, 7, 8]);
    // Oldest to newest, each row moves the balance by its amount.
    const cents = (yuan: string) => Math.round(Number(yuan) * 100);
    let balance = 0;
    for (const row of [...rows].reverse()) {
      balance += row.type === 'income' ? cents(row.amount) : -cents(row.amount);
      expect(cents(row.balance_after)).toBe(balance);
    }
    const times = rows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by tab, pages, and describes rows in the reader’s language', async () => {
    const income = await log(demo, { type: 'income' });
    const incomeRows = income.body.data.list;
    expect(incomeRows.every((row) => row.type === 'income')).toBe(true);
    // The seeded return of the refunded order was paid back to the wallet.
    expect(incomeRows.map((row) => row.kind).sort()).toEqual(['recharge', 'recharge', 'recharge', 'refund']);
    expect(incomeRows.find((row) => row.kind === 'refund')!.description).toMatch(/^Refund for order \d+$/);
    expect(incomeRows.find((row) => row.kind === 'recharge')!.description).toMatch(/^Top-up \d{20}$/);
    const expense = await log(demo, { type: 'expense', size: '2', page: '2' }, 'zh-cn');
    expect(expense.body.data).toMatchObject({ page: 2, size: 2, total: 6 });
    expect(expense.body.data.list).toHaveLength(2);
    expect(expense.body.data.list.every((row) => row.type === 'expense' && row.description.startsWith('订单支付 '))).toBe(true);
    const beyond = await log(demo, { page: '9' });
    expect(beyond.body.data.list).toEqual([]);
  });

  it('refuses a bad tab or page naming the field, and answers members only', async () => {
    const bad = await log(demo, { type: 'expenditure' });
    expect([bad.status, bad.body.data.field, bad.body.msg]).toEqual([400, 'type', 'The log type must be all, income or expense']);
    const zh = await log(demo, { type: 'x' }, 'zh-cn');
    expect(zh.body.msg).toBe('明细类型须为 all、income 或 expense');
    expect((await log(demo, { size: '51' })).body.data.field).toBe('size');
    expect((await points(demo, { page: '0' })).body.data.field).toBe('page');
    expect((await call(t.app, 'GET', 'wallet/log')).status).toBe(401);
    expect((await call(t.app, 'GET', 'wallet/points')).status).toBe(401);
  });

  it('shows each member only their own rows, a payment from the balance appearing at once', async () => {
    const member = await createMember(t.connection.db, 'log_reader', 100_00);
    expect((await log(member.token)).body.data).toEqual({ list: [], page: 1, size: 10, total: 0 });
    const mug = await inStockSku(t.connection.db, 7);
    const orderId = await placeBuyOrder(t, member.token, { sku_id: mug.id });
    await call(t.app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
    const after = await log(member.token);
    expect(after.body.data.list).toEqual([
      expect.objectContaining({ type: 'expense', kind: 'payment', order_id: orderId, amount: (mug.priceCents / 100).toFixed(2), balance_after: ((100_00 - mug.priceCents) / 100).toFixed(2) }),
    ]);
    expect((await points(member.token)).body.data.total).toBe(0);
  });

  it('lists the points log by tab, ending at the member’s points', async () => {
    const all = await points(demo);
    const rows = all.body.data.list;
    expect(rows[0]!.balance_after).toBe(1200);
    expect(rows.reduce((sum, row) => sum + (row.type === 'income' ? row.points : -row.points), 0)).toBe(1200);
    expect(rows.map((row) => row.description)).toContain('Welcome gift for new members');
    const member = await createMember(t.connection.db, 'points_spender');
    await t.connection.db.update(users).set({ points: 30 }).where(eq(users.id, member.id));
    await t.connection.db.insert(pointsLedger).values([
      { userId: member.id, type: 'income', points: 50, balanceAfter: 50, descriptionZh: '评价奖励', descriptionEn: 'Review reward', createdAt: new Date('2025-05-01T00:00:00Z') },
      { userId: member.id, type: 'expense', points: 20, balanceAfter: 30, descriptionZh: '积分兑换', descriptionEn: 'Points exchange', createdAt: new Date('2025-05-02T00:00:00Z') },
    ]);
    const spent = await points(member.token, { type: 'expense' }, 'zh-cn');
    expect(spent.body.data.list).toEqual([{ id: expect.any(Number), type: 'expense', points: 20, balance_after: 30, description: '积分兑换', created_at: '2025-05-02T00:00:00.000Z' }]);
    expect((await points(member.token, { type: 'income' })).body.data.list.map((row) => row.description)).toEqual(['Review reward']);
  });
});
