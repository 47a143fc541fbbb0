import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { ADDRESS_BOOK_MAX } from '@shop/contract';
import { createMember, inStockSku, SEEDED } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

const home = { accept_name: 'Wang', mobile: '13911112222', country: 'China', province: 'Zhejiang', city: 'Hangzhou', address: '1 West Lake Road' };

describe('addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A member of each test's own, with no address yet.
  let members = 0;
  let member: { id: number; token: string };
  beforeEach(async () => {
    member = await createMember(t.connection.db, `mover${++members}`);
  });

  const save = (body: Record<string, unknown>, token = member.token) => call(t.app, 'POST', 'address/save', { token, body, lang: 'en-us' });
  const list = async () => (await call(t.app, 'GET', 'address/index', { token: member.token })).body.data.list;

  it('makes the first address the default, and moves the default on request', async () => {
    const first = await save(home);
    expect(first.body).toMatchObject({ code: 1, msg: 'Address saved', data: { ...home, is_default: true, email: '', address2: '', zip: '', district: '', region_code: '' } });
    const second = await save({ ...home, accept_name: 'Li', zip: '310000', email: 'li@example.com' });
    expect(second.body.data.is_default).toBe(false);
    await call(t.app, 'POST', 'address/default', { token: member.token, body: { id: second.body.data.id } });
    expect((await list()).map((row: { id: number; is_default: boolean }) => [row.id, row.is_default])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    const edited = await save({ ...home, id: first.body.data.id, city: 'Ningbo', is_default: true });
    expect(edited.body.data).toMatchObject({ id: first.body.data.id, city: 'Ningbo', is_default: true });
    expect((await list()).filter((row: { is_default: boolean }) => row.is_default)).toHaveLength(1);
    await call(t.app, 'POST', 'address/delete', { token: member.token, body: { id: first.body.data.id } });
    expect(await list()).toMatchObject([{ id: second.body.data.id, is_default: true }]);
  });

  it('takes zip codes as digits only, six of them in China, as the checkout form says', async () => {
    for (const zip of ['abcdef', '3100', '31000a']) expect(await save({ ...home, zip })).toMatchObject({ status: 400, body: { data: { field: 'zip' } } });
    expect((await save({ ...home, country: '中国', zip: '1234567' })).body.data.field).toBe('zip');
    expect((await save({ ...home, country: 'Germany', zip: '10115' })).body.code).toBe(1);
    expect((await save({ ...home, zip: '310012' })).body.code).toBe(1);
  });

  it('answers 404 for another member’s address, 400 naming the field, 401 without a token', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    expect((await save({ ...home, id: SEEDED.lilyAddress }, demo)).status).toBe(404);
    expect((await call(t.app, 'POST', 'address/delete', { token: demo, body: { id: SEEDED.lilyAddress } })).status).toBe(404);
    expect((await call(t.app, 'POST', 'address/default', { token: demo, body: { id: SEEDED.lilyAddress } })).status).toBe(404);
    const invalid = await save({ ...home, mobile: '12345' });
    expect([invalid.status, invalid.body.msg, invalid.body.data.field]).toEqual([400, 'The phone number you provided is incorrect', 'mobile']);
    for (const [body, field] of [
      [{ ...home, accept_name: '' }, 'accept_name'],
      [{ ...home, email: 'not-mail' }, 'email'],
      [{ ...home, city: undefined }, 'city'],
      [{ ...home, address: 'x'.repeat(201) }, 'address'],
    ] as const) {
      expect((await save(body)).body.data.field).toBe(field);
    }
    expect((await call(t.app, 'GET', 'address/index')).status).toBe(401);
    const seeded = (await call(t.app, 'GET', 'address/index', { token: demo })).body.data.list;
    expect(seeded.map((row: { id: number; is_default: boolean }) => [row.id, row.is_default])).toEqual([
      [SEEDED.demoAddresses.home, true],
      [SEEDED.demoAddresses.office, false],
    ]);
    expect(seeded[0]).toMatchObject({ province: '上海市', city: '上海市', district: '浦东新区', region_code: '310115' });
  });

  it('keeps the district and region code of a mainland address, and the district reaches the order', async () => {
    const buyer = await createMember(t.connection.db, 'picker');
    const picked = { accept_name: '王芳', mobile: '13911113333', country: '中国', province: '浙江省', city: '杭州市', district: '西湖区', region_code: '330106', address: '文三路90号' };
    const saved = await save(picked, buyer.token);
    expect(saved.body.data).toMatchObject({ ...picked, is_default: true });
    const mug = await inStockSku(t.connection.db, 7);
    const created = await call(t.app, 'POST', 'order/create', { token: buyer.token, body: { type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'express', address_id: saved.body.data.id } });
    const detail = await call(t.app, 'GET', 'order/detail', { token: buyer.token, query: { id: String(created.body.data.order_id) } });
    expect(detail.body.data.address).toMatchObject({ province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路90号' });
  });

  it('refuses a region code outside China and a malformed one, naming the field', async () => {
    const abroad = await save({ ...home, country: 'France', province: 'Île-de-France', city: 'Paris', district: '7e', region_code: '310115' });
    expect([abroad.status, abroad.body.data.field, abroad.body.msg]).toEqual([400, 'region_code', 'Region is invalid']);
    expect((await save({ ...home, region_code: '31A115' })).body.data.field).toBe('region_code');
    expect((await save({ ...home, district: 'x'.repeat(41) })).body.data.field).toBe('district');
    expect((await save({ ...home, country: 'France', province: 'Île-de-France', city: 'Paris', district: '7e' })).body.data).toMatchObject({ district: '7e', region_code: '' });
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses, even when the last places are asked for at once; edits still pass at the cap`, async () => {
    const keeper = await createMember(t.connection.db, 'keeper');
    for (let n = 0; n < ADDRESS_BOOK_MAX - 1; n++) expect((await save({ ...home, accept_name: `N${n}` }, keeper.token)).body.code).toBe(1);
    const racing = await Promise.all([save({ ...home, accept_name: 'A' }, keeper.token), save({ ...home, accept_name: 'B' }, keeper.token)]);
    expect(racing.map((result) => result.status).sort()).toEqual([200, 400]);
    const refusal = racing.find((result) => result.status === 400)!;
    expect(refusal.body.msg).toBe(`You can keep at most ${ADDRESS_BOOK_MAX} addresses; please delete one first`);
    const zh = await call(t.app, 'POST', 'address/save', { token: keeper.token, body: home, lang: 'zh-cn' });
    expect(zh.body.msg).toBe(`最多保存${ADDRESS_BOOK_MAX}个收货地址，请先删除一个`);
    const rows = (await call(t.app, 'GET', 'address/index', { token: keeper.token })).body.data.list;
    expect(rows).toHaveLength(ADDRESS_BOOK_MAX);
    expect((await save({ ...home, id: rows[3]!.id, city: 'Ningbo' }, keeper.token)).body.data.city).toBe('Ningbo');
  });

  it('keeps the default on an edit that does not make another address the default', async () => {
    const editor = await createMember(t.connection.db, 'editor');
    const first = await save(home, editor.token);
    await save({ ...home, accept_name: 'Second' }, editor.token);
    expect((await save({ ...home, id: first.body.data.id, is_default: false }, editor.token)).body.data.is_default).toBe(true);
    const rows = (await call(t.app, 'GET', 'address/index', { token: editor.token })).body.data.list;
    expect(rows.map((row) => row.is_default)).toEqual([true, false]);
  });
});
