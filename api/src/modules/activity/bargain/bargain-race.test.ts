import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { bargainHelps, bargains } from '../../../db/schema';
import { createActivity, signUpMembers } from '../../../testing/activity-fixtures';
import { inStockSku } from '../../../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../../../testing/test-app';

const HOUR = 60 * 60 * 1000;

/** Helps arriving at once, on PGlite and on PostgreSQL (TEST_DATABASE_URL): the bargain's row lock serialises them. */
describe('bargain helps racing', () => {
  let t: TestApp;
  let activityId: number;
  let skuId: number;
  beforeAll(async () => {
    t = await createTestApp();
    skuId = (await inStockSku(t.connection.db, 7)).id;
    const now = t.clock.now().getTime();
    const { activity } = await createActivity(t.connection.db, {
      type: 'bargain',
      startsAt: new Date(now - HOUR),
      endsAt: new Date(now + HOUR),
      helpersNeeded: 8,
      skus: [{ skuId, priceCents: 500_00, floorCents: 123_45, stock: 50 }],
    });
    activityId = activity.id;
  });
  afterAll(() => t.close());

  const start = async (token: string) => (await call(t.app, 'POST', 'activity/bargain/start', { token, body: { activity_id: activityId, sku_id: skuId } })).body.data.id;
  const help = (token: string, bargainId: number) => call(t.app, 'POST', 'activity/bargain/help', { token, lang: 'en-us', body: { bargain_id: bargainId } });

  it('lets exactly the helpers needed cut, down to the floor and never past it, when 40 members help at once', async () => {
    const [owner, ...friends] = await signUpMembers(t.connection.db, 41, { prefix: 'race' });
    const bargainId = await start(owner!.token);
    const results = await Promise.all(friends.map((friend) => help(friend.token, bargainId)));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(8);
    const refused = results.filter((result) => result.body.code !== 1);
    expect(new Set(refused.map((result) => result.body.msg))).toEqual(new Set(['This bargain has already reached its lowest price']));
    const [row] = await t.connection.db.select().from(bargains).where(eq(bargains.id, bargainId));
    expect(row).toMatchObject({ priceCents: 123_45, helpers: 8 });
    const cuts = await t.connection.db.select({ cut: bargainHelps.cutCents }).from(bargainHelps).where(eq(bargainHelps.bargainId, bargainId));
    expect(cuts).toHaveLength(8);
    expect(cuts.reduce((sum, { cut }) => sum + cut, 0)).toBe(500_00 - 123_45);
    expect(Math.min(...cuts.map(({ cut }) => cut))).toBeGreaterThanOrEqual(1);
  });

  it('counts one help of a member who sends it many times at once, and starts one bargain of a member who starts twice at once', async () => {
    const [owner, friend] = await signUpMembers(t.connection.db, 2, { prefix: 'twice' });
    const started = await Promise.all([0, 1, 2].map(() => call(t.app, 'POST', 'activity/bargain/start', { token: owner!.token, body: { activity_id: activityId, sku_id: skuId } })));
    expect(started.map((result) => result.body.code).sort()).toEqual([1, 402, 402]);
    const bargainId = started.find((result) => result.body.code === 1)!.body.data.id;
    const results = await Promise.all([0, 1, 2, 3, 4].map(() => help(friend!.token, bargainId)));
    expect(results.filter((result) => result.body.code === 1)).toHaveLength(1);
    const [row] = await t.connection.db.select().from(bargains).where(eq(bargains.id, bargainId));
    expect(row!.helpers).toBe(1);
  });
});
