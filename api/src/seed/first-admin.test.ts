import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { coupons, orders, pickupStores, users } from '../db/schema';
import { verifyPassword } from '../modules/user/password';
import { createTestApp } from '../testing/test-app';
import { checkProductionAccounts, createFirstAdmin, weakAdminPasswordReason } from './first-admin';
import { REVIEWER_PASSWORD } from './catalogue';

describe('the administrator password rule', () => {
  it.each([
    ['short1!', /at least 12/],
    ['aaaaaaaaaaaaaaaa', /repeats/],
    ['boss-of-the-shop-boss', /contains the username/],
    ['Password2024!', /common/],
    ['qwertyuiop123', /common/],
    ['123456789012', /common/],
    ['Administrator1', /common/],
  ])('refuses %s', (password, reason) => {
    expect(weakAdminPasswordReason('boss', password)).toMatch(reason);
  });

  it('accepts a long uncommon one', () => {
    expect(weakAdminPasswordReason('boss', 'Tall-Lantern-Orchard-42')).toBeNull();
  });
});

describe('a production database', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openDatabase({ dataDir: 'memory://' });
    await prepareDatabase(connection, { demoAccounts: false, firstAdmin: { username: 'boss', password: 'Tall-Lantern-Orchard-42' } });
  });
  afterAll(() => connection.close());

  it('holds the shop’s content but no account anyone can sign in to with a known password', async () => {
    const [stores] = await connection.db.select({ total: count() }).from(pickupStores);
    const [templates] = await connection.db.select({ total: count() }).from(coupons);
    const [orderRows] = await connection.db.select({ total: count() }).from(orders);
    expect([stores!.total > 0, templates!.total > 0, orderRows!.total]).toEqual([true, true, 0]);
    const accounts = await connection.db.select().from(users);
    expect(accounts.map((user) => user.username)).not.toEqual(expect.arrayContaining(['demo']));
    expect(accounts.filter((user) => user.role === 'admin').map((user) => user.username)).toEqual(['boss']);
    const lily = accounts.find((user) => user.username === 'lily')!;
    expect(await verifyPassword(REVIEWER_PASSWORD, lily.passwordHash)).toBe(false);
    expect(await checkProductionAccounts(connection.db)).toBeNull();
  });

  it('creates the first administrator once, and refuses a weak password or a taken name', async () => {
    expect(await createFirstAdmin(connection.db, { username: 'second_boss', password: 'Another-Long-Phrase-77' })).toBe('exists');
    await expect(createFirstAdmin(connection.db, { username: 'boss2', password: 'admin1234' })).rejects.toThrow(/ADMIN_PASSWORD is refused/);
    await connection.db.update(users).set({ role: 'member' }).where(eq(users.username, 'boss'));
    await expect(createFirstAdmin(connection.db, { username: 'lily', password: 'Another-Long-Phrase-77' })).rejects.toThrow(/already a member/);
    expect(await checkProductionAccounts(connection.db)).toMatch(/no administrator/);
  });
});

it('refuses to serve a development database in production', async () => {
  const t = await createTestApp();
  try {
    await expect(checkProductionAccounts(t.connection.db)).rejects.toThrow(/published \(.*\bdemo\b/);
  } finally {
    await t.close();
  }
});
