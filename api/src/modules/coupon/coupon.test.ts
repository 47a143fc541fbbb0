import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SEEDED } from '../../testing/buying-fixtures';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('coupon/mine and store/index', () => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp();
    demo = await signIn(t.app, 'demo', 'demo1234');
  });
  afterAll(() => t.close());

  const mine = (status: string) => call(t.app, 'GET', 'coupon/mine', { token: demo, query: { status }, lang: 'en-us' });

  it('lists the member’s coupons by status', async () => {
    const ids = async (status: string) => (await mine(status)).body.data.list.map((coupon: { id: number }) => coupon.id);
    expect(await ids('unused')).toEqual([SEEDED.demoCoupons.full199, SEEDED.demoCoupons.full99, SEEDED.demoCoupons.tenPercentOff, SEEDED.demoCoupons.notYetValid]);
    expect(await ids('used')).toEqual([SEEDED.demoCoupons.used]);
    expect(await ids('expired')).toEqual([SEEDED.demoCoupons.expired]);
    const [full] = (await mine('unused')).body.data.list;
    expect(full).toMatchObject({ name: '20 off orders over 199', type: 'full', denomination: '20.00', min_amount: '199.00', status: 'unused' });
    const discount = (await mine('unused')).body.data.list[2];
    expect(discount).toMatchObject({ type: 'discount', discount: '9', min_amount: '0.00' });
  });

  it('refuses a bad status and visitors', async () => {
    const bad = await mine('lost');
    expect([bad.status, bad.body.data.field]).toEqual([400, 'status']);
    expect((await call(t.app, 'GET', 'coupon/mine')).status).toBe(401);
  });

  it('lists pickup stores in the reader’s language', async () => {
    const zh = await call(t.app, 'GET', 'store/index', { token: demo });
    expect(zh.body.data.list).toHaveLength(3);
    expect(zh.body.data.list[0]).toMatchObject({ id: 1, name: '上海旗舰店', business_hours: '周一至周日 10:00-22:00', phone: '021-58881234' });
    expect((await call(t.app, 'GET', 'store/index')).status).toBe(401);
  });
});
