import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { INVOICE_HEADERS_MAX, ORDER_STATUS, type InvoicedOrderListAnswer, type InvoiceHeader, type OrderStatus } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { createMember, inStockSku, placeBuyOrder } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type CallResult, type TestApp } from '../../testing/test-app';
import { invoiceState } from './invoiced-orders-service';

const person = { header_type: 'person', header: 'Li Lei', phone: '13800138000', email: 'li@example.com', invoice_type: 'normal' };
const company = { header_type: 'enterprise', header: 'Acme Trading Ltd', tax_no: '91310000MA1FL8XQ2T', phone: '13911112222', email: 'tax@acme.cn', invoice_type: 'special' };

const header = (result: CallResult) => result.body.data as unknown as InvoiceHeader;

describe('invoice headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A member of each test's own, with no header yet.
  let members = 0;
  let member: { id: number; token: string };
  beforeEach(async () => {
    member = await createMember(t.connection.db, `invoicer${++members}`);
  });

  const save = (body: Record<string, unknown>, token = member.token, lang = 'en-us') => call(t.app, 'POST', 'invoice/save', { token, body, lang });
  const list = async (token = member.token) => (await call(t.app, 'GET', 'invoice/index', { token })).body.data as unknown as { list: InvoiceHeader[] };
  const defaults = async (token = member.token) => (await list(token)).list.map((row) => [row.header, row.is_default]);

  it('saves a person’s and an enterprise’s header; the first is the default and the default moves on request', async () => {
    const first = await save(person);
    expect(first.body).toMatchObject({ code: 1, msg: 'Invoice header saved', data: { ...person, tax_no: null, is_default: true } });
    const second = await save(company);
    expect(header(second)).toMatchObject({ ...company, is_default: false });
    const moved = await call(t.app, 'POST', 'invoice/default', { token: member.token, body: { id: header(second).id }, lang: 'en-us' });
    expect(moved.body).toMatchObject({ code: 1, msg: 'Default invoice header set', data: null });
    expect(await defaults()).toEqual([
      ['Acme Trading Ltd', true],
      ['Li Lei', false],
    ]);
    const edited = await save({ ...person, id: header(first).id, header: 'Li Lei Jr', is_default: true });
    expect(header(edited)).toMatchObject({ id: header(first).id, header: 'Li Lei Jr', is_default: true });
    expect((await list()).list.filter((row) => row.is_default)).toHaveLength(1);
  });

  it('keeps no tax number on a person’s header, and drops it when an enterprise header becomes a person’s', async () => {
    const saved = await save({ ...person, tax_no: '91310000MA1FL8XQ2T' });
    expect(header(saved).tax_no).toBeNull();
    const enterprise = await save(company);
    expect(header(await save({ ...person, id: header(enterprise).id }))).toMatchObject({ header_type: 'person', tax_no: null });
  });

  it('moves the default to the newest remaining header when the default is deleted, and keeps none when the last goes', async () => {
    const owner = await createMember(t.connection.db, 'deleter');
    const a = header(await save({ ...person, header: 'A' }, owner.token));
    const b = header(await save({ ...person, header: 'B' }, owner.token));
    const c = header(await save({ ...person, header: 'C' }, owner.token));
    const deleted = await call(t.app, 'POST', 'invoice/delete', { token: owner.token, body: { id: a.id }, lang: 'en-us' });
    expect(deleted.body).toMatchObject({ code: 1, msg: 'Invoice header deleted', data: null });
    expect(await defaults(owner.token)).toEqual([
      ['C', true],
      ['B', false],
    ]);
    await call(t.app, 'POST', 'invoice/delete', { token: owner.token, body: { id: b.id } });
    expect(await defaults(owner.token)).toEqual([['C', true]]);
    await call(t.app, 'POST', 'invoice/delete', { token: owner.token, body: { id: c.id } });
    expect((await list(owner.token)).list).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, in the spec’s words', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...company, tax_no: undefined }, 'tax_no', 'Tax number is required'],
      [{ ...company, tax_no: '1234-5678' }, 'tax_no', 'Tax number is invalid'],
      [{ ...person, phone: '12345' }, 'phone', 'The invoice phone number is incorrect'],
      [{ ...person, email: 'nope' }, 'email', 'The email address is incorrect'],
      [{ ...person, header: '' }, 'header', 'Invoice header is required'],
      [{ ...person, header: 'x'.repeat(101) }, 'header', 'Invoice header must be at most 100 characters'],
      [{ ...person, header_type: 'club' }, 'header_type', 'Invoice header type is invalid'],
      [{ ...person, invoice_type: 'gold' }, 'invoice_type', 'Invoice type is invalid'],
    ];
    for (const [body, field, msg] of cases) {
      const refused = await save(body);
      expect([refused.status, refused.body.data.field, refused.body.msg]).toEqual([400, field, msg]);
    }
    expect((await save({ ...person, phone: '12345' }, member.token, 'zh-cn')).body.msg).toBe('发票联系电话不正确');
  });

  it('answers 404 for another member’s header and 401 without a token', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    const lily = await signIn(t.app, 'lily', 'reviewer1234');
    const lilyHeader = (await list(lily)).list[0]!;
    expect((await save({ ...person, id: lilyHeader.id }, demo)).status).toBe(404);
    expect((await call(t.app, 'POST', 'invoice/delete', { token: demo, body: { id: lilyHeader.id } })).status).toBe(404);
    expect((await call(t.app, 'POST', 'invoice/default', { token: demo, body: { id: lilyHeader.id } })).status).toBe(404);
    expect((await list(lily)).list).toEqual([lilyHeader]);
    expect((await call(t.app, 'GET', 'invoice/index')).status).toBe(401);
    expect((await call(t.app, 'GET', 'invoice/orders')).status).toBe(401);
    expect((await list(demo)).list.map((row) => [row.header_type, row.is_default])).toEqual([
      ['enterprise', true],
      ['person', false],
    ]);
  });

  it(`keeps at most ${INVOICE_HEADERS_MAX} headers, even when the last places are asked for at once`, async () => {
    const collector = await createMember(t.connection.db, 'collector');
    for (let n = 0; n < INVOICE_HEADERS_MAX - 1; n++) expect((await save({ ...person, header: `H${n}` }, collector.token)).body.code).toBe(1);
    const racing = await Promise.all([save(person, collector.token), save(company, collector.token)]);
    expect(racing.map((result) => result.status).sort()).toEqual([200, 400]);
    expect(racing.find((result) => result.status === 400)!.body.msg).toBe(`You can keep at most ${INVOICE_HEADERS_MAX} invoice headers; please delete one first`);
    expect((await save(person, collector.token, 'zh-cn')).body.msg).toBe(`最多保存${INVOICE_HEADERS_MAX}个发票抬头，请先删除一个`);
    const rows = (await list(collector.token)).list;
    expect(rows).toHaveLength(INVOICE_HEADERS_MAX);
    expect(header(await save({ ...person, id: rows[2]!.id, header: 'Edited' }, collector.token)).header).toBe('Edited');
  });
});

describe('invoiced orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invoiced = async (token: string, query: Record<string, string> = {}) =>
    (await call(t.app, 'GET', 'invoice/orders', { token, query })).body.data as unknown as InvoicedOrderListAnswer;
  const move = (id: number, change: Partial<typeof orders.$inferInsert>) => t.connection.db.update(orders).set(change).where(eq(orders.id, id));

  it('lists only the member’s orders with an invoice, newest first, paged, with the state derived from the order', async () => {
    const buyer = await createMember(t.connection.db, 'buyer', 1_000_00);
    const mug = await inStockSku(t.connection.db, 7);
    const place = async (body: Record<string, unknown>, change?: Partial<typeof orders.$inferInsert>) => {
      const id = await placeBuyOrder(t, buyer.token, { sku_id: mug.id, ...body });
      if (change) await move(id, change);
      return id;
    };
    // Each order moves on before the next is placed: a member holds only a few unpaid orders.
    const plain = await place({}, { status: ORDER_STATUS.cancelled });
    const received = await place({ invoice: company }, { status: ORDER_STATUS.completed, paidCents: 39_00 });
    const cancelled = await place({ invoice: person }, { status: ORDER_STATUS.cancelled });
    const refunded = await place({ invoice: person }, { status: ORDER_STATUS.refund, statusBeforeRefund: ORDER_STATUS.unshipped, paidCents: 39_00, refundedCents: 39_00 });
    const underRefund = await place({ invoice: person }, { status: ORDER_STATUS.refund, statusBeforeRefund: ORDER_STATUS.unreceived, paidCents: 39_00 });
    const unpaid = await place({ invoice: person });

    const page = await invoiced(buyer.token);
    expect(page).toMatchObject({ page: 1, size: 10, total: 5 });
    expect(page.list.map((row) => [row.order_id, row.state])).toEqual([
      [unpaid, 'pending'],
      [underRefund, 'pending'],
      [refunded, 'refunded'],
      [cancelled, 'cancelled'],
      [received, 'issued'],
    ]);
    expect(page.list.find((row) => row.order_id === received)).toMatchObject({ header: 'Acme Trading Ltd', header_type: 'enterprise', invoice_type: 'special', amount: '39.00' });
    expect(page.list.map((row) => row.order_id)).not.toContain(plain);
    const second = await invoiced(buyer.token, { page: '2', size: '2' });
    expect(second).toMatchObject({ page: 2, size: 2, total: 5 });
    expect(second.list.map((row) => row.order_id)).toEqual([refunded, cancelled]);

    const other = await createMember(t.connection.db, 'other');
    expect(await invoiced(other.token)).toEqual({ list: [], page: 1, size: 10, total: 0 });
    const refused = await call(t.app, 'GET', 'invoice/orders', { token: buyer.token, query: { size: '51' }, lang: 'en-us' });
    expect([refused.status, refused.body.data.field]).toEqual([400, 'size']);
  });

  it('shows the seeded demo invoices: to be issued, issued, cancelled and refunded ones among them', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    const states = (await invoiced(demo)).list.map((row) => row.state);
    expect(states).toEqual(expect.arrayContaining(['pending', 'issued', 'cancelled', 'refunded']));
  });

  it('derives the state: to be issued until received, issued once received, cancelled, refunded once money went back', () => {
    const state = (status: OrderStatus, statusBeforeRefund: OrderStatus | null = null, refundedCents = 0) => invoiceState({ status, statusBeforeRefund, refundedCents });
    expect([0, 1, 2].map((status) => state(status as OrderStatus))).toEqual(['pending', 'pending', 'pending']);
    expect([state(ORDER_STATUS.unreviewed), state(ORDER_STATUS.completed)]).toEqual(['issued', 'issued']);
    expect(state(ORDER_STATUS.cancelled)).toBe('cancelled');
    expect(state(ORDER_STATUS.refund, ORDER_STATUS.completed)).toBe('issued');
    expect(state(ORDER_STATUS.refund, ORDER_STATUS.unshipped)).toBe('pending');
    expect(state(ORDER_STATUS.refund, ORDER_STATUS.completed, 1)).toBe('refunded');
    expect(state(ORDER_STATUS.completed, null, 500)).toBe('refunded');
  });
});
