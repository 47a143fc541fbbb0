import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { staffRoles, staffUsers } from '../../db/schema';
import { readBackOffice, restoreBackOffice, type BackOfficeRows } from '../../testing/back-office-fixtures';
import { call, createTestApp, signInStaff, type CallResult, type TestApp } from '../../testing/test-app';

const STRONG = 'Tall-Lantern-Orchard-42';

const NOT_HELD = 'You can only grant permissions you hold yourself';
const ROLE_BEYOND = 'This role holds permissions you do not have; only someone who holds them all can change it';
const ROLE_NOT_HELD = 'You can only give a role whose permissions you hold yourself';
const USER_BEYOND = 'This user’s role holds permissions you do not have; only someone who holds them all can change this user';
const OWN_ROLE = 'You cannot change your own role; another back-office user must do it';

/**
 * The attack that found it: a custom role holding only account.view and account.edit climbed to
 * the administrator's permissions through the account calls. Each way is refused to it; what lies
 * within its own permissions stays open, and an administrator can still do all of it.
 */
describe('account.edit grants no more than the role it comes with', () => {
  let t: TestApp;
  let admin: string;
  let roleIds: Record<string, number>;
  let accountsRole: number;
  let climberId: number;
  let climber: string;
  let adminId: number;
  let seeded: BackOfficeRows;

  const post = <Call extends string>(url: Call, body: Record<string, unknown>, token = admin, lang = 'en-us') => call(t.app, 'POST', url, { token, body, lang });
  const refusal = (answer: CallResult) => [answer.status, (answer.body.data as { field?: string } | null)?.field, answer.body.msg];
  const saved = (answer: CallResult) => [answer.status, answer.body.code];
  const staffRow = async (username: string) => (await t.connection.db.select().from(staffUsers).where(eq(staffUsers.username, username)))[0];
  const permissionsOf = async (roleId: number) => (await t.connection.db.select().from(staffRoles).where(eq(staffRoles.id, roleId)))[0]?.permissions;
  const signedIn = async (token: string) => (await call(t.app, 'GET', 'purview/index', { token })).status === 200;
  const newRole = async (name: string, permissions: string[]) => (await post('admin/role/save', { name_zh: name, name_en: name, permissions })).body.data.id;

  beforeAll(async () => {
    t = await createTestApp();
    seeded = await readBackOffice(t.connection.db);
    roleIds = Object.fromEntries(seeded.roles.map((role) => [role.code, role.id]));
    adminId = seeded.staff.find((staff) => staff.username === 'admin')!.id;
  });
  afterAll(() => t.close());
  // The back office as seeded in every test, and a new climber in a new Accounts role: the administrator's test widens the role and promotes the climber.
  beforeEach(async () => {
    await restoreBackOffice(t.connection.db, seeded);
    admin = await signInStaff(t.app, 'admin');
    accountsRole = await newRole('Accounts', ['account.view', 'account.edit']);
    climberId = (await post('admin/staff/save', { username: 'climber', name: 'Climber', role_id: accountsRole, password: STRONG })).body.data.id;
    climber = await signInStaff(t.app, 'climber', STRONG);
  });

  it('refuses it moving its own user into the administrator role, in both languages', async () => {
    const body = { id: climberId, username: 'climber', name: 'Climber', role_id: roleIds.administrator };
    expect(refusal(await post('admin/staff/save', body, climber))).toEqual([400, 'role_id', ROLE_NOT_HELD]);
    expect((await post('admin/staff/save', body, climber, 'zh-cn')).body.msg).toBe('只能分配您自己拥有其全部权限的角色');
    expect((await staffRow('climber'))!.roleId).toBe(accountsRole);
  });

  it('refuses it granting itself wallet.adjust, or every permission, in its own role or a new one', async () => {
    const ownRole = (permissions: string[]) => ({ id: accountsRole, name_zh: 'Accounts', name_en: 'Accounts', permissions });
    expect(refusal(await post('admin/role/save', ownRole(['account.view', 'account.edit', 'wallet.adjust']), climber))).toEqual([400, 'permissions', NOT_HELD]);
    expect((await post('admin/role/save', ownRole(['account.view', 'account.edit', 'wallet.adjust']), climber, 'zh-cn')).body.msg).toBe('只能授予您自己拥有的权限');
    expect(refusal(await post('admin/role/save', ownRole(['*']), climber))).toEqual([400, 'permissions', NOT_HELD]);
    for (const permissions of [['wallet.adjust'], ['*']]) {
      expect(refusal(await post('admin/role/save', { name_zh: 'Wallet', name_en: 'Wallet', permissions }, climber))).toEqual([400, 'permissions', NOT_HELD]);
    }
    expect(await permissionsOf(accountsRole)).toEqual(['account.view', 'account.edit']);
    expect((await t.connection.db.select().from(staffRoles).where(eq(staffRoles.nameEn, 'Wallet'))).length).toBe(0);
  });

  it('refuses it editing or deleting a role that holds permissions it lacks, even to take them away', async () => {
    const narrowed = await post('admin/role/save', { id: roleIds.operator, name_zh: '运营', name_en: 'Operator', permissions: ['account.view'] }, climber);
    expect(refusal(narrowed)).toEqual([400, 'permissions', ROLE_BEYOND]);
    expect((await post('admin/role/save', { id: roleIds.operator, name_zh: '运营', name_en: 'Operator', permissions: [] }, climber, 'zh-cn')).body.msg).toBe(
      '该角色含有您没有的权限，只有拥有这些全部权限的管理员才能修改',
    );
    expect(await permissionsOf(roleIds.operator!)).toContain('wallet.adjust');
    const spare = await newRole('Refunds', ['refund.view', 'refund.review']);
    expect(refusal(await post('admin/role/delete', { id: spare }, climber))).toEqual([400, 'id', ROLE_BEYOND]);
    expect(await permissionsOf(spare)).toEqual(['refund.view', 'refund.review']);
  });

  it('refuses it creating a user in the administrator role, or in any role holding more than its own', async () => {
    for (const role of [roleIds.administrator, roleIds.operator]) {
      const created = await post('admin/staff/save', { username: 'sidekick', name: 'Sidekick', role_id: role, password: STRONG }, climber);
      expect(refusal(created)).toEqual([400, 'role_id', ROLE_NOT_HELD]);
    }
    expect(await staffRow('sidekick')).toBeUndefined();
  });

  it('refuses it taking over the administrator: no new password, no edit, no disabling, no enabling a dormant account', async () => {
    expect(refusal(await post('admin/staff/password', { id: adminId, password: STRONG }, climber))).toEqual([400, 'id', USER_BEYOND]);
    expect((await post('admin/staff/password', { id: adminId, password: STRONG }, climber, 'zh-cn')).body.msg).toBe('该管理员的角色含有您没有的权限，只有拥有这些全部权限的管理员才能修改该账号');
    const edited = await post('admin/staff/save', { id: adminId, username: 'admin', name: 'Admin', role_id: accountsRole, password: STRONG }, climber);
    expect(refusal(edited)).toEqual([400, 'id', USER_BEYOND]);
    expect(refusal(await post('admin/staff/status', { id: adminId, status: 'disabled' }, climber))).toEqual([400, 'id', USER_BEYOND]);
    expect(await signedIn(admin)).toBe(true);
    expect(await signedIn(await signInStaff(t.app, 'admin'))).toBe(true);

    const dormant = (await post('admin/staff/save', { username: 'dormant', name: 'Dormant', role_id: roleIds.operator, password: STRONG })).body.data.id;
    await post('admin/staff/status', { id: dormant, status: 'disabled' });
    expect(refusal(await post('admin/staff/status', { id: dormant, status: 'active' }, climber))).toEqual([400, 'id', USER_BEYOND]);
    expect((await staffRow('dormant'))!.status).toBe('disabled');
  });

  it('lets nobody change their own role, not even to a lesser one, the administrator included', async () => {
    const viewers = await newRole('Viewers', ['account.view']);
    expect(refusal(await post('admin/staff/save', { id: climberId, username: 'climber', name: 'Climber', role_id: viewers }, climber))).toEqual([400, 'role_id', OWN_ROLE]);
    expect((await post('admin/staff/save', { id: climberId, username: 'climber', name: 'Climber', role_id: viewers }, climber, 'zh-cn')).body.msg).toBe('不能修改自己的角色，请由其他管理员修改');
    expect(refusal(await post('admin/staff/save', { id: adminId, username: 'admin', name: 'Admin', role_id: roleIds.operator }))).toEqual([400, 'role_id', OWN_ROLE]);
    // Renaming themselves stays open.
    expect(saved(await post('admin/staff/save', { id: climberId, username: 'climber', name: 'Climber Two', role_id: accountsRole }, climber))).toEqual([200, 1]);
  });

  it('lets it act within its own permissions', async () => {
    const viewers = (await post('admin/role/save', { name_zh: '只读', name_en: 'Read only', permissions: ['account.view'] }, climber)).body.data.id;
    expect(saved(await post('admin/role/save', { id: accountsRole, name_zh: '账号', name_en: 'Accounts', permissions: ['account.view', 'account.edit'] }, climber))).toEqual([200, 1]);
    const helper = (await post('admin/staff/save', { username: 'helper', name: 'Helper', role_id: accountsRole, password: STRONG }, climber)).body.data.id;
    expect(saved(await post('admin/staff/password', { id: helper, password: 'Another-Long-Phrase-77' }, climber))).toEqual([200, 1]);
    expect(saved(await post('admin/staff/save', { id: helper, username: 'helper', name: 'Helper', role_id: viewers }, climber))).toEqual([200, 1]);
    expect(saved(await post('admin/staff/status', { id: helper, status: 'disabled' }, climber))).toEqual([200, 1]);
    expect(await staffRow('helper')).toMatchObject({ roleId: viewers, status: 'disabled' });
  });

  it('lets an administrator do all of it', async () => {
    const granted = await post('admin/role/save', { id: accountsRole, name_zh: '账号', name_en: 'Accounts', permissions: ['account.view', 'account.edit', 'wallet.adjust'] });
    expect(granted.body.data.permissions).toEqual(['wallet.adjust', 'account.view', 'account.edit']);
    expect(saved(await post('admin/role/save', { name_zh: '全部', name_en: 'Everything', permissions: ['*'] }))).toEqual([200, 1]);
    expect(saved(await post('admin/role/save', { id: roleIds.operator, name_zh: '运营', name_en: 'Operator', permissions: ['order.view'] }))).toEqual([200, 1]);

    const second = (await post('admin/staff/save', { username: 'second_admin', name: 'Second', role_id: roleIds.administrator, password: STRONG })).body.data.id;
    expect(saved(await post('admin/staff/password', { id: second, password: 'Another-Long-Phrase-77' }))).toEqual([200, 1]);
    expect(await signedIn(await signInStaff(t.app, 'second_admin', 'Another-Long-Phrase-77'))).toBe(true);
    expect(saved(await post('admin/staff/status', { id: second, status: 'disabled' }))).toEqual([200, 1]);
    expect(saved(await post('admin/staff/status', { id: second, status: 'active' }))).toEqual([200, 1]);

    expect(saved(await post('admin/staff/save', { id: climberId, username: 'climber', name: 'Climber', role_id: roleIds.administrator }))).toEqual([200, 1]);
    expect((await staffRow('climber'))!.roleId).toBe(roleIds.administrator);
  });
});
