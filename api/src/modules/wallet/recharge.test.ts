import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { payments, recharges, walletLedger } from '../../db/schema';
import { balanceOf, createMember } from '../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../testing/test-app';
import { signNotification } from '../payment/gateway-service';
import { DEVELOPMENT_GATEWAY_SECRET } from '../payment/sandbox-settings';
import { MAX_BALANCE_CENTS, MAX_OPEN_RECHARGES } from './recharge-service';

const WINDOW_MS = 30 * 60 * 1000;

describe('wallet top-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (token: string, body: unknown, lang = 'en-us') => call(t.app, 'POST', 'recharge/create', { token, body, lang });
  const detail = (token: string, id: number) => call(t.app, 'GET', 'recharge/detail', { token, query: { id: String(id) }, lang: 'en-us' });
  const notify = (body: unknown) => call(t.app, 'POST', 'sandbox/notify', { body, lang: 'en-us' });
  const form = (url: string, token: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
  const ledgerOf = (userId: number) => t.connection.db.select().from(walletLedger).where(eq(walletLedger.userId, userId));

  /** A member's top-up of `amount`, with its payment record and pay-page token. */
  async function topUp(username: string, amount = '100.00', balanceCents = 0) {
    const member = await createMember(t.connection.db, username, balanceCents);
    const created = await create(member.token, { amount });
    if (created.body.code !== 1) throw new Error(`recharge/create failed: ${JSON.stringify(created.body)}`);
    const top = created.body.data;
    const token = new URL(top.pay_url!, 'http://shop.test').searchParams.get('token')!;
    const [payment] = await t.connection.db.select().from(payments).where(eq(payments.rechargeId, top.id));
    return { member, top, token, payment: payment! };
  }

  const notification = (paymentNo: string, rechargeNo: string, amountCents: number, paidAt = '2025-06-01T08:05:00.000Z') => {
    const fields = { payment_no: paymentNo, order_no: rechargeNo, amount_cents: amountCents, paid_at: paidAt };
    return { ...fields, sign: signNotification(DEVELOPMENT_GATEWAY_SECRET, fields) };
  };

  it('offers presets and bounds with the balance, online and in test mode', async () => {
    const member = await createMember(t.connection.db, 'options_reader', 12_34);
    const options = await call(t.app, 'GET', 'recharge/index', { token: member.token });
    expect(options.body.data).toEqual({
      balance: '12.34',
      presets: ['50.00', '100.00', '200.00', '500.00', '1000.00'],
      min_amount: '1.00',
      max_amount: '50000.00',
      online: true,
      test_mode: true,
      methods: [{ code: 'sandbox', name: '在线支付（沙箱测试模式）', test_mode: true }],
    });
    expect((await call(t.app, 'GET', 'recharge/index')).status).toBe(401);
  });

  it('refuses amounts out of bounds or with more than two decimals, naming the field in the reader’s language', async () => {
    const member = await createMember(t.connection.db, 'bounds_tester');
    for (const amount of ['0.99', '50000.01', '1.234', '-5', 'abc', '', 100, '1e3']) {
      const refused = await create(member.token, { amount });
      expect([amount, refused.status, refused.body.code, refused.body.data.field]).toEqual([amount, 400, 402, 'amount']);
    }
    expect((await create(member.token, { amount: '0' })).body.msg).toBe('Enter a top-up amount from 1.00 to 50000.00 yuan, with at most two decimals');
    expect((await create(member.token, { amount: '0' }, 'zh-cn')).body.msg).toBe('充值金额须在1.00至50000.00元之间，最多两位小数');
    expect((await create(member.token, {})).body.msg).toBe('Amount is required');
    expect(await t.connection.db.select().from(recharges).where(eq(recharges.userId, member.id))).toEqual([]);
    const lowest = await create(member.token, { amount: '1' });
    const highest = await create(member.token, { amount: ' 50000.00 ' });
    expect([lowest.body.data.amount, highest.body.data.amount]).toEqual(['1.00', '50000.00']);
    expect((await call(t.app, 'POST', 'recharge/create', { body: { amount: '10' } })).status).toBe(401);
  });

  it('creates a pending top-up paid online, never from the wallet, with a pay page and an absolute QR link', async () => {
    const { member, top, payment } = await topUp('creator', '88.80', 500_00);
    expect(top).toMatchObject({ amount: '88.80', status: 'pending', balance: '500.00', paid_at: null, test_mode: true });
    expect(top.recharge_no).toMatch(/^\d{20}$/);
    expect(Date.parse(top.expires_at) - t.clock.now().getTime()).toBe(WINDOW_MS);
    expect(top.pay_url).toMatch(/^\/homeapi\/sandbox\/pay\?token=[A-Za-z0-9_-]{32}$/);
    expect(top.qr_content).toBe(`http://localhost:80${top.pay_url}`);
    expect(payment).toMatchObject({ method: 'sandbox', status: 'pending', amountCents: 88_80, orderId: null, rechargeId: top.id });
    expect(top).toMatchObject({ method: 'sandbox', method_name: 'Online payment (sandbox, test mode)' });
    // A client asking to pay from the wallet, or with a method the shop does not offer, is refused naming the field.
    for (const method of ['balance', 'alipay']) {
      const refused = await create(member.token, { amount: '88.8', method });
      expect([method, refused.status, refused.body.data.field]).toEqual([method, 400, 'method']);
    }
    const again = await create(member.token, { amount: '88.8', method: 'sandbox' });
    expect(again.body.data).toMatchObject({ id: top.id, status: 'pending', pay_url: top.pay_url });
    expect(await balanceOf(t.connection.db, member.id)).toBe(500_00);
    expect(await t.connection.db.select().from(payments).where(eq(payments.rechargeId, top.id))).toHaveLength(1);
  });

  it('pays on the sandbox page: back to the top-up page, balance and log credited, detail says paid', async () => {
    const { member, top, token } = await topUp('page_payer', '200.00', 10_00);
    const page = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${token}` });
    expect(page.body).toContain(`充值单号 Top-up no. <strong>${top.recharge_no}</strong>`);
    expect(page.body).toContain('¥200.00');
    const paid = await form('/homeapi/sandbox/pay/confirm', token);
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `/home/ucenter/recharge/index?recharge_id=${top.id}&result=paid`]);
    const after = await detail(member.token, top.id);
    expect(after.body.data).toMatchObject({ status: 'paid', balance: '210.00', pay_url: null, qr_content: null, paid_at: t.clock.now().toISOString() });
    const log = await call(t.app, 'GET', 'wallet/log', { token: member.token, lang: 'en-us' });
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ type: 'income', kind: 'recharge', amount: '200.00', balance_after: '210.00', description: `Top-up ${top.recharge_no}`, order_id: null }),
    ]);
    // Pay again from the same page: nothing more is credited.
    expect((await form('/homeapi/sandbox/pay/confirm', token)).headers.location).toContain('result=paid');
    expect(await balanceOf(t.connection.db, member.id)).toBe(210_00);
    const cancelled = await topUp('page_canceller');
    expect((await form('/homeapi/sandbox/pay/cancel', cancelled.token)).headers.location).toBe(`/home/ucenter/recharge/index?recharge_id=${cancelled.top.id}&result=cancelled`);
    expect((await detail(cancelled.member.token, cancelled.top.id)).body.data.status).toBe('pending');
  });

  it('credits a replayed callback once, answering replayed: true', async () => {
    const { member, top, payment } = await topUp('replayed', '66.00');
    const body = notification(payment.paymentNo, top.recharge_no, 66_00);
    const first = await notify(body);
    expect(first.body).toEqual({ code: 1, msg: 'Payment successful', data: { status: 'paid', recharge_id: top.id, replayed: false, late: false } });
    const replay = await notify(body);
    expect(replay.body.data).toEqual({ status: 'paid', recharge_id: top.id, replayed: true, late: false });
    // The same payment notified again with another time and signature is a replay too.
    const resent = await notify(notification(payment.paymentNo, top.recharge_no, 66_00, '2025-06-01T09:00:00.000Z'));
    expect(resent.body.data).toMatchObject({ replayed: true });
    expect(await balanceOf(t.connection.db, member.id)).toBe(66_00);
    expect(await ledgerOf(member.id)).toHaveLength(1);
  });

  it('credits once when duplicate callbacks arrive at the same moment', async () => {
    const { member, top, payment } = await topUp('stampede', '300.00');
    const body = notification(payment.paymentNo, top.recharge_no, 300_00);
    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => notify(index % 2 ? body : notification(payment.paymentNo, top.recharge_no, 300_00, `2025-06-01T08:0${index}:00.000Z`))));
    expect(results.map((result) => result.body.code)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(results.filter((result) => result.body.data.replayed === false)).toHaveLength(1);
    expect(await balanceOf(t.connection.db, member.id)).toBe(300_00);
    expect(await ledgerOf(member.id)).toHaveLength(1);
  });

  it('refuses a forged, altered or mismatched notification, crediting nothing', async () => {
    const { member, top, payment } = await topUp('forger', '50.00');
    const good = notification(payment.paymentNo, top.recharge_no, 50_00);
    expect((await notify({ ...good, sign: '0'.repeat(64) })).body.data.field).toBe('sign');
    const altered = await notify(notification(payment.paymentNo, top.recharge_no, 5000_00));
    expect([altered.status, altered.body.data.field]).toEqual([400, 'amount_cents']);
    const otherNumber = await notify(notification(payment.paymentNo, '20250601000000999999', 50_00));
    expect([otherNumber.status, otherNumber.body.data.field]).toEqual([400, 'order_no']);
    expect(await balanceOf(t.connection.db, member.id)).toBe(0);
    expect((await detail(member.token, top.id)).body.data.status).toBe('pending');
  });

  it('answers 404 for another member’s top-up or an unknown one', async () => {
    const { top } = await topUp('owner');
    const nosy = await createMember(t.connection.db, 'nosy_topper');
    expect((await detail(nosy.token, top.id)).status).toBe(404);
    expect((await detail(nosy.token, 999_999)).status).toBe(404);
    expect((await call(t.app, 'GET', 'recharge/detail', { token: nosy.token, query: { id: 'x' } })).body.data.field).toBe('id');
  });

  it('closes an unpaid top-up when its window is over: no pay link, the page refuses it, late money goes back', async () => {
    const { member, top, token, payment } = await topUp('late_payer', '120.00');
    t.clock.advance(WINDOW_MS);
    const closed = await detail(member.token, top.id);
    expect(closed.body.data).toMatchObject({ status: 'closed', pay_url: null, qr_content: null });
    const page = await t.app.inject({ method: 'GET', url: `/homeapi/sandbox/pay?token=${token}` });
    expect(page.body).not.toContain('/homeapi/sandbox/pay/confirm');
    expect((await form('/homeapi/sandbox/pay/confirm', token)).headers.location).toBe(`/home/ucenter/recharge/index?recharge_id=${top.id}&result=failed`);
    // Money that still arrives is acknowledged, not credited, and given back.
    const late = await notify(notification(payment.paymentNo, top.recharge_no, 120_00));
    expect(late.body).toMatchObject({ code: 1, data: { recharge_id: top.id, replayed: false, late: true } });
    expect(await balanceOf(t.connection.db, member.id)).toBe(0);
    expect((await t.connection.db.select().from(payments).where(eq(payments.id, payment.id)))[0]!.status).toBe('refunded');
    const fresh = await create(member.token, { amount: '120.00' });
    expect(fresh.body.data).toMatchObject({ status: 'pending' });
    expect(fresh.body.data.id).not.toBe(top.id);
  });

  it('closes a top-up whose deadline passed even before anyone reads it, so a notification cannot credit it (it is acknowledged as late)', async () => {
    const { member, top, payment } = await topUp('sweep_missed', '75.00');
    t.clock.advance(WINDOW_MS + 1);
    const late = await notify(notification(payment.paymentNo, top.recharge_no, 75_00));
    expect(late.body.data).toMatchObject({ late: true });
    expect(await balanceOf(t.connection.db, member.id)).toBe(0);
  });

  it('answers an open top-up of the same amount again and keeps at most a few open', async () => {
    const member = await createMember(t.connection.db, 'hoarder');
    const first = await create(member.token, { amount: '10.00' });
    expect((await create(member.token, { amount: '10' })).body.data.id).toBe(first.body.data.id);
    for (let extra = 1; extra < MAX_OPEN_RECHARGES; extra += 1) expect((await create(member.token, { amount: `${10 + extra}.00` })).body.code).toBe(1);
    const over = await create(member.token, { amount: '99.00' });
    expect([over.status, over.body.data.field, over.body.msg]).toEqual([400, 'amount', `You have ${MAX_OPEN_RECHARGES} unpaid top-ups; pay one or wait for it to close`]);
    const concurrent = await createMember(t.connection.db, 'double_submit');
    const twice = await Promise.all([create(concurrent.token, { amount: '30.00' }), create(concurrent.token, { amount: '30.00' })]);
    expect(twice[0].body.data.id).toBe(twice[1].body.data.id);
  });

  it('keeps a balance within its ceiling', async () => {
    const member = await createMember(t.connection.db, 'rich', MAX_BALANCE_CENTS - 50_00);
    const over = await create(member.token, { amount: '50.01' });
    expect([over.status, over.body.data.field, over.body.msg]).toEqual([400, 'amount', 'The wallet balance may hold at most 1000000.00 yuan']);
    expect((await create(member.token, { amount: '50.00' })).body.code).toBe(1);
  });

  it('takes no top-ups in a shop without online payment', async () => {
    const walletOnly = await createTestApp({ payment: { sandbox: { enabled: false } } });
    try {
      const member = await createMember(walletOnly.connection.db, 'no_gateway');
      const options = await call(walletOnly.app, 'GET', 'recharge/index', { token: member.token });
      expect(options.body.data).toMatchObject({ online: false, test_mode: false });
      const refused = await call(walletOnly.app, 'POST', 'recharge/create', { token: member.token, body: { amount: '10.00' }, lang: 'en-us' });
      expect([refused.status, refused.body.msg]).toEqual([400, 'This payment method is not available']);
    } finally {
      await walletOnly.close();
    }
  });
});
