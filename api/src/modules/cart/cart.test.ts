import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { cartItems, users } from '../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../testing/test-app';

describe('cart/count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 0 for visitors and for bad tokens, without a 401', async () => {
    for (const token of [undefined, 'not-a-real-token-at-all-000000']) {
      const result = await call(t.app, 'GET', 'cart/count', { token });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ code: 1, data: 0 });
    }
  });

  it("counts only the signed-in member's rows", async () => {
    const [demo] = await t.connection.db.select().from(users).where(eq(users.username, 'demo'));
    const [other] = await t.connection.db.select().from(users).where(eq(users.username, 'lily'));
    await t.connection.db.insert(cartItems).values([
      { userId: demo!.id, goodsId: 1, skuId: 1, quantity: 2 },
      { userId: demo!.id, goodsId: 2, skuId: 3, quantity: 1, selected: false },
      { userId: other!.id, goodsId: 1, skuId: 1, quantity: 1 },
    ]);
    const token = await signIn(t.app, 'demo', 'demo1234');
    const result = await call(t.app, 'GET', 'cart/count', { token });
    expect(result.body).toMatchObject({ code: 1, data: 2 });
  });
});
