import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createMember, SEEDED } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

const home = { accept_name: 'Wang', mobile: '13911112222', country: 'China', province: 'Zhejiang', city: 'Hangzhou', address: '1 West Lake Road' };

describe('addresses', () => {
  let t: TestApp;
  let member: { id: number; token: string };
  beforeAll(async () => {
    t = await createTestApp();
    member = await createMember(t.connection.db, 'mover');
  });
  afterAll(() => t.close());

  const save = (body: Record<string, unknown>, token = member.token) => call(t.app, 'POST', 'address/save', { token, body, lang: 'en-us' });
  const list = async () => (await call(t.app, 'GET', 'address/index', { token: member.token })).body.data.list;

  it('makes the first address the default, and moves the default on request', async () => {
    const first = await save(home);
    expect(first.body).toMatchObject({ code: 1, msg: 'Address saved', data: { ...home, is_default: true, email: '', address2: '', zip: '' } });
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
  });
});
