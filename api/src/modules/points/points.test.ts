import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../db/in-transaction';
import { pointsLedger, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createMember } from '../../testing/buying-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { grantPoints, takePoints } from './points-service';

describe('points: grant and take with a ledger row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.connection.db;
  const now = new Date('2025-06-01T08:00:00Z');
  const description = { zh: '测试', en: 'Test' };
  const pointsOf = async (userId: number) => (await db().select({ points: users.points }).from(users).where(eq(users.id, userId)))[0]!.points;
  const ledgerOf = (userId: number) => db().select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(pointsLedger.id);

  it('grants and takes, each with a row saying what the points became', async () => {
    const { id } = await createMember(db(), 'points_a');
    expect(await inTransaction(db(), (tx) => grantPoints(tx, { userId: id, points: 120, description, now }))).toBe(120);
    expect(await inTransaction(db(), (tx) => takePoints(tx, { userId: id, points: 20, description: { zh: '兑换', en: 'Spent' }, now }))).toBe(100);
    expect(await pointsOf(id)).toBe(100);
    expect((await ledgerOf(id)).map((row) => [row.type, row.points, row.balanceAfter, row.descriptionEn, row.orderId])).toEqual([
      ['income', 120, 120, 'Test', null],
      ['expense', 20, 100, 'Spent', null],
    ]);
  });

  it('refuses to take more than the member has, changing nothing; two takes at once never overdraw', async () => {
    const { id } = await createMember(db(), 'points_b');
    await inTransaction(db(), (tx) => grantPoints(tx, { userId: id, points: 50, description, now }));
    const tooMuch = inTransaction(db(), (tx) => takePoints(tx, { userId: id, points: 51, description, now }, 'use_points'));
    await expect(tooMuch).rejects.toMatchObject({ messageKey: 'points_insufficient', options: { field: 'use_points' } });
    await expect(tooMuch).rejects.toBeInstanceOf(AppError);
    const both = await Promise.allSettled([30, 30].map((points) => inTransaction(db(), (tx) => takePoints(tx, { userId: id, points, description, now }))));
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await pointsOf(id)).toBe(20);
    expect((await ledgerOf(id)).map((row) => row.balanceAfter)).toEqual([50, 20]);
  });

  it('rolls the points back with the caller’s transaction', async () => {
    const { id } = await createMember(db(), 'points_c');
    const failing = inTransaction(db(), async (tx) => {
      await grantPoints(tx, { userId: id, points: 10, description, now });
      throw new Error('the caller failed after granting');
    });
    await expect(failing).rejects.toThrow('the caller failed after granting');
    expect(await pointsOf(id)).toBe(0);
    expect(await ledgerOf(id)).toEqual([]);
  });

  it('refuses a movement of no points or a fraction of one', async () => {
    const { id } = await createMember(db(), 'points_d');
    await expect(inTransaction(db(), (tx) => grantPoints(tx, { userId: id, points: 0, description, now }))).rejects.toThrow(/above 0/);
    await expect(inTransaction(db(), (tx) => takePoints(tx, { userId: id, points: 1.5, description, now }))).rejects.toThrow(/above 0/);
  });
});
