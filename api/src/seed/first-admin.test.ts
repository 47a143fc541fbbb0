import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { count, eq, ne } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { coupons, orders, pickupStores, staffRoles, staffUsers, users } from '../db/schema';
import { hashPassword, verifyPassword } from '../modules/user/password';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { call, createTestApp } from '../testing/test-app';
import { DEMO_STAFF } from './back-office';
import { checkProductionAccounts, createFirstAdmin, weakAdminPasswordReason } from './first-admin';
import { REVIEWER_PASSWORD } from './catalogue';

describe('the administrator password rule', () => {
  it.each([
    ['short1!', /12 to 100 characters/],
    ['aaaaaaaaaaaaaaaa', /one or two characters repeated/],
    ['boss-of-the-shop-boss', /contain the username/],
    ['Password2024!', /common/],
    ['qwertyuiop123', /common/],
    ['123456789012', /common/],
    ['Administrator1', /common/],
    ['warehouse1234', /common or has been published/],
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
  }, FRESH_DATABASE_TIMEOUT_MS);
  afterAll(() => connection.close());
  // The back office as prepared in every test: the first administrator, active, and no other user.
  beforeEach(async () => {
    await connection.db.delete(staffUsers).where(ne(staffUsers.username, 'boss'));
    await connection.db.update(staffUsers).set({ status: 'active' }).where(eq(staffUsers.username, 'boss'));
  });

  const staffNames = async () =>
    (await connection.db.select({ username: staffUsers.username, role: staffRoles.code }).from(staffUsers).innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))).map(
      (row) => `${row.username}:${row.role}`,
    );

  it('holds the shop’s content and the roles but no account anyone can sign in to with a known password', async () => {
    const [stores] = await connection.db.select({ total: count() }).from(pickupStores);
    const [templates] = await connection.db.select({ total: count() }).from(coupons);
    const [orderRows] = await connection.db.select({ total: count() }).from(orders);
    expect([stores!.total > 0, templates!.total > 0, orderRows!.total]).toEqual([true, true, 0]);
    const accounts = await connection.db.select().from(users);
    expect(accounts.map((user) => user.username)).not.toEqual(expect.arrayContaining(['demo']));
    expect(accounts.filter((user) => user.role === 'admin')).toEqual([]);
    const lily = accounts.find((user) => user.username === 'lily')!;
    expect(await verifyPassword(REVIEWER_PASSWORD, lily.passwordHash)).toBe(false);
    // The back office: the built-in roles, and the first administrator from the environment only.
    expect((await connection.db.select({ code: staffRoles.code }).from(staffRoles)).map((role) => role.code).sort()).toEqual(['administrator', 'customer_service', 'designer', 'operator', 'warehouse']);
    expect(await staffNames()).toEqual(['boss:administrator']);
    expect(await checkProductionAccounts(connection.db)).toBeNull();
  });

  it('creates the first administrator once, and refuses a weak password or a taken name', async () => {
    expect(await createFirstAdmin(connection.db, { username: 'second_boss', password: 'Another-Long-Phrase-77' })).toBe('exists');
    await expect(createFirstAdmin(connection.db, { username: 'boss2', password: 'admin1234' })).rejects.toThrow(/ADMIN_PASSWORD is refused/);
    // A disabled administrator is none: the next start may create one, under another name.
    await connection.db.update(staffUsers).set({ status: 'disabled' }).where(eq(staffUsers.username, 'boss'));
    expect(await checkProductionAccounts(connection.db)).toMatch(/no back-office administrator/);
    await expect(createFirstAdmin(connection.db, { username: 'boss', password: 'Another-Long-Phrase-77' })).rejects.toThrow(/already a back-office user/);
    expect(await createFirstAdmin(connection.db, { username: 'keeper', password: 'Another-Long-Phrase-77' })).toBe('created');
    expect(await staffNames()).toEqual(['boss:administrator', 'keeper:administrator']);
    expect(await checkProductionAccounts(connection.db)).toBeNull();
  });

  it('refuses a database where a demo back-office user’s published password still works', async () => {
    const warehouse = DEMO_STAFF.find((staff) => staff.username === 'warehouse')!;
    const [role] = await connection.db.select().from(staffRoles).where(eq(staffRoles.code, warehouse.role));
    await connection.db.insert(staffUsers).values({ username: warehouse.username, name: warehouse.name, roleId: role!.id, passwordHash: await hashPassword(warehouse.password) });
    await expect(checkProductionAccounts(connection.db)).rejects.toThrow(/published \(back-office warehouse\)/);
    await connection.db.update(staffUsers).set({ passwordHash: await hashPassword('Changed-Since-Seeding-9') }).where(eq(staffUsers.username, warehouse.username));
    expect(await checkProductionAccounts(connection.db)).toBeNull();
  });
});

it('refuses to serve a development database in production, naming its demo members and back-office users', async () => {
  const t = await createTestApp();
  try {
    await expect(checkProductionAccounts(t.connection.db)).rejects.toThrow(/published \(.*\bdemo\b.*back-office admin, back-office operator/);
    // The member `admin` is gone: the back office signs in with its own accounts.
    const asMember = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'admin', password: 'admin1234' } });
    expect(asMember.status).toBe(400);
  } finally {
    await t.close();
  }
});
