import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { readBackOffice, restoreBackOffice, type BackOfficeRows } from '../../testing/back-office-fixtures';
import { call, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';

const STRONG = 'Tall-Lantern-Orchard-42';

describe('back-office roles, users and the audit log', () => {
  let t: TestApp;
  let admin: string;
  let roleIds: Record<string, number>;
  let seeded: BackOfficeRows;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await readBackOffice(t.connection.db);
    roleIds = Object.fromEntries(seeded.roles.map((role) => [role.code, role.id]));
  });
  afterAll(() => t.close());
  // The back office as seeded in every test: its roles and users only, as they were, and nothing in the audit log.
  beforeEach(async () => {
    await restoreBackOffice(t.connection.db, seeded);
    admin = await signInStaff(t.app, 'admin');
  });

  const post = <Call extends string>(url: Call, body: Record<string, unknown>, token = admin, lang = 'en-us') => call(t.app, 'POST', url, { token, body, lang });
  const get = <Call extends string>(url: Call, query: Record<string, string> = {}, token = admin) => call(t.app, 'GET', url, { token, query, lang: 'en-us' });
  const auditOf = (targetType: string, id: number) =>
    t.connection.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(id)))
      .orderBy(asc(auditLogs.id))
      .then((rows) => rows.filter((row) => row.targetType === targetType));
  const signedIn = async (token: string) => (await call(t.app, 'GET', 'purview/index', { token })).status === 200;
  /** A back-office user of a role, created through the API; answers their id. */
  const createStaff = async (username: string, roleId: number, password = STRONG) => {
    const created = await post('admin/staff/save', { username, name: username, role_id: roleId, password });
    if (created.body.code !== 1) throw new Error(`admin/staff/save failed: ${JSON.stringify(created.body)}`);
    return created.body.data.id;
  };

  describe('roles', () => {
    it('lists the built-in roles with their permissions and holders', async () => {
      const { list } = (await get('admin/role/index')).body.data;
      expect(list.map((role) => [role.code, role.builtin, role.staff_count])).toEqual([
        ['administrator', true, 1],
        ['operator', true, 1],
        ['warehouse', true, 1],
        ['customer_service', true, 3], // service, and the chat's demo agents agent1 and agent2
        ['designer', true, 1],
      ]);
      expect(list[0]!.permissions).toEqual(['*']);
      expect(list[2]!.permissions).toEqual(['dashboard.view', 'order.view', 'order.ship', 'order.pickup', 'goods.view']);
    });

    it('creates and edits a role, keeping each permission once in the list’s order, with audit rows', async () => {
      const created = await post('admin/role/save', { name_zh: '财务', name_en: 'Finance', permissions: ['refund.view', 'order.view', 'refund.view'] });
      expect(created.body).toMatchObject({ code: 1, msg: 'Role saved', data: { name_en: 'Finance', permissions: ['order.view', 'refund.view'], builtin: false, staff_count: 0 } });
      const id = created.body.data.id;
      expect(created.body.data.code).toMatch(/^custom_[0-9a-f]{12}$/);
      const edited = await post('admin/role/save', { id, name_zh: '财务部', name_en: 'Finance team', permissions: ['*'] });
      expect(edited.body.data).toMatchObject({ id, name_zh: '财务部', permissions: ['*'] });
      const audit = await auditOf('role', id);
      expect(audit.map((row) => [row.staffUsername, row.action, row.before, row.after, row.ip])).toEqual([
        ['admin', 'role.save', null, { code: created.body.data.code, name_zh: '财务', name_en: 'Finance', permissions: ['order.view', 'refund.view'] }, '127.0.0.1'],
        ['admin', 'role.save', expect.objectContaining({ name_zh: '财务', permissions: ['order.view', 'refund.view'] }), expect.objectContaining({ name_zh: '财务部', permissions: ['*'] }), '127.0.0.1'],
      ]);
      expect((await post('admin/role/save', { id: 999_999, name_zh: '无', name_en: 'None', permissions: [] })).status).toBe(404);
    });

    it('refuses unknown permission keys and `*` beside others, naming permissions, in both languages', async () => {
      for (const permissions of [['order.view', 'order.fly'], ['*', 'order.view'], 'order.view']) {
        const refused = await post('admin/role/save', { name_zh: '坏', name_en: 'Bad', permissions });
        expect([permissions, refused.status, refused.body.data.field]).toEqual([permissions, 400, 'permissions']);
      }
      const en = await post('admin/role/save', { name_zh: '坏', name_en: 'Bad', permissions: ['order.fly'] });
      expect(en.body.msg).toBe('Choose permissions from the list, or every permission alone');
      const zh = await post('admin/role/save', { name_zh: '坏', name_en: 'Bad', permissions: ['order.fly'] }, admin, 'zh-cn');
      expect(zh.body.msg).toBe('请从列表中选择权限，或单独选择全部权限');
    });

    it('keeps the administrator role whole: renamed, never narrowed nor deleted', async () => {
      const id = roleIds.administrator!;
      const narrowed = await post('admin/role/save', { id, name_zh: '超级管理员', name_en: 'Administrator', permissions: ['account.edit'] });
      expect([narrowed.status, narrowed.body.data.field, narrowed.body.msg]).toEqual([400, 'permissions', 'The administrator role keeps every permission']);
      const renamed = await post('admin/role/save', { id, name_zh: '超级管理员', name_en: 'Super administrator', permissions: ['*'] });
      expect(renamed.body.data).toMatchObject({ code: 'administrator', name_en: 'Super administrator', permissions: ['*'] });
      const deleted = await post('admin/role/delete', { id });
      expect([deleted.status, deleted.body.data.field, deleted.body.msg]).toEqual([409, 'id', 'The administrator role cannot be deleted']);
    });

    it('deletes a role nobody holds, and refuses one still held', async () => {
      const held = await post('admin/role/delete', { id: roleIds.designer! });
      expect([held.status, held.body.data.field, held.body.msg]).toEqual([409, 'id', 'Back-office users still hold this role; give them another role first']);
      const spare = (await post('admin/role/save', { name_zh: '临时', name_en: 'Temporary', permissions: ['goods.view'] })).body.data;
      const deleted = await post('admin/role/delete', { id: spare.id });
      expect([deleted.status, deleted.body.msg]).toEqual([200, 'Role deleted']);
      expect((await auditOf('role', spare.id)).at(-1)).toMatchObject({ action: 'role.delete', before: { name_en: 'Temporary', permissions: ['goods.view'] }, after: null });
      expect((await post('admin/role/delete', { id: spare.id })).status).toBe(404);
    });
  });

  describe('back-office users', () => {
    it('creates a user who can sign in, refusing a missing or weak password, a taken username and an unknown role', async () => {
      const missing = await post('admin/staff/save', { username: 'clerk', name: 'Clerk', role_id: roleIds.warehouse });
      expect([missing.status, missing.body.data.field, missing.body.msg]).toEqual([400, 'password', 'Password is required']);
      for (const [password, msg] of [
        ['short', 'The password must be 12 to 100 characters'],
        ['abababababababab', 'The password must not be one or two characters repeated'],
        ['my-name-is-clerk-ok', 'The password must not contain the username'],
        ['Password2024!', 'This password is too common or has been published; choose another'],
      ]) {
        const weak = await post('admin/staff/save', { username: 'clerk', name: 'Clerk', role_id: roleIds.warehouse, password });
        expect([password, weak.status, weak.body.data.field, weak.body.msg]).toEqual([password, 400, 'password', msg]);
      }
      const zh = await post('admin/staff/save', { username: 'clerk', name: 'Clerk', role_id: roleIds.warehouse, password: 'Password2024!' }, admin, 'zh-cn');
      expect(zh.body.msg).toBe('该密码过于常见或已公开，请换一个');
      const taken = await post('admin/staff/save', { username: 'warehouse', name: 'Twin', role_id: roleIds.warehouse, password: STRONG });
      expect([taken.status, taken.body.data.field]).toEqual([409, 'username']);
      const unknownRole = await post('admin/staff/save', { username: 'clerk', name: 'Clerk', role_id: 999_999, password: STRONG });
      expect([unknownRole.status, unknownRole.body.data.field, unknownRole.body.msg]).toEqual([400, 'role_id', 'This role does not exist']);

      const created = await post('admin/staff/save', { username: 'clerk', name: 'Clerk', role_id: roleIds.warehouse, password: STRONG });
      expect(created.body).toMatchObject({ msg: 'Back-office user saved', data: { username: 'clerk', role: { code: 'warehouse', name: 'Warehouse' }, status: 'active', last_sign_in_at: null } });
      expect(await signedIn(await signInStaff(t.app, 'clerk', STRONG))).toBe(true);
      const [row] = await auditOf('staff', created.body.data.id);
      expect(row).toMatchObject({ action: 'staff.save', before: null, after: { username: 'clerk', name: 'Clerk', role_id: roleIds.warehouse, status: 'active' } });
      expect(JSON.stringify(row)).not.toMatch(/Lantern|scrypt/);
    });

    it('pages, sorts and filters the users on the server', async () => {
      await createStaff('clerk', roleIds.warehouse!);
      await createStaff('packer_a', roleIds.warehouse!);
      await createStaff('packer_b', roleIds.warehouse!);
      const page = await get('admin/staff/index', { keyword: 'PACKER', sort: 'username', order: 'asc', size: '1', page: '2' });
      expect(page.body.data).toMatchObject({ page: 2, size: 1, total: 2, list: [{ username: 'packer_b' }] });
      const byRole = await get('admin/staff/index', { role_id: String(roleIds.warehouse), sort: 'username', order: 'asc' });
      expect(byRole.body.data.list.map((row) => row.username)).toEqual(['clerk', 'packer_a', 'packer_b', 'warehouse']);
      // Never signed in: last, whichever way.
      const bySignIn = await get('admin/staff/index', { sort: 'last_sign_in_at', order: 'desc', size: '100' });
      expect(bySignIn.body.data.list.at(-1)!.last_sign_in_at).toBeNull();
      expect(bySignIn.body.data.list[0]!.last_sign_in_at).not.toBeNull();
      expect((await get('admin/staff/index', { keyword: '%' })).body.data.total).toBe(0);
      expect((await get('admin/staff/index', { status: 'gone' })).body.data.field).toBe('status');
      expect((await get('admin/staff/index', { sort: 'password_hash' })).body.data.field).toBe('sort');
    });

    it('signs a user out everywhere on a new role, a new password or a status change, each in the audit log', async () => {
      const id = await createStaff('mover', roleIds.warehouse!);
      const first = await signInStaff(t.app, 'mover', STRONG);
      const renamed = await post('admin/staff/save', { id, username: 'mover', name: 'Mover Two', role_id: roleIds.warehouse });
      expect(renamed.body.data.name).toBe('Mover Two');
      expect(await signedIn(first)).toBe(true);

      await post('admin/staff/save', { id, username: 'mover', name: 'Mover Two', role_id: roleIds.operator });
      expect(await signedIn(first)).toBe(false);
      const second = await signInStaff(t.app, 'mover', STRONG);
      await post('admin/staff/save', { id, username: 'mover', name: 'Mover Two', role_id: roleIds.operator, password: 'Another-Long-Phrase-77' });
      expect(await signedIn(second)).toBe(false);
      const third = await signInStaff(t.app, 'mover', 'Another-Long-Phrase-77');

      const disabled = await post('admin/staff/status', { id, status: 'disabled' });
      expect([disabled.body.msg, disabled.body.data.status]).toEqual(['Back-office user disabled', 'disabled']);
      expect(await signedIn(third)).toBe(false);
      const refused = await call(t.app, 'POST', 'admin/login', { body: { username: 'mover', password: 'Another-Long-Phrase-77' } });
      expect(refused.status).toBe(400);
      expect((await post('admin/staff/status', { id, status: 'active' })).body.msg).toBe('Back-office user enabled');

      const reset = await post('admin/staff/password', { id, password: 'Third-Long-Phrase-88' });
      expect([reset.status, reset.body.msg]).toEqual([200, 'Password changed; the user must sign in again']);
      const weak = await post('admin/staff/password', { id, password: 'mover-mover-mover' });
      expect([weak.status, weak.body.data.field]).toEqual([400, 'password']);
      expect((await post('admin/staff/password', { id: 999_999, password: STRONG })).status).toBe(404);
      expect(await signedIn(await signInStaff(t.app, 'mover', 'Third-Long-Phrase-88'))).toBe(true);

      const audit = await auditOf('staff', id);
      expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
        ['staff.save', null, expect.objectContaining({ name: 'mover' })],
        ['staff.save', expect.objectContaining({ name: 'mover' }), expect.objectContaining({ name: 'Mover Two' })],
        ['staff.save', expect.objectContaining({ role_id: roleIds.warehouse }), { username: 'mover', name: 'Mover Two', role_id: roleIds.operator, status: 'active' }],
        ['staff.save', expect.objectContaining({ role_id: roleIds.operator }), expect.objectContaining({ password_changed: true })],
        ['staff.status', { status: 'active' }, { status: 'disabled' }],
        ['staff.status', { status: 'disabled' }, { status: 'active' }],
        ['staff.password', null, null],
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/Phrase|scrypt/);
    });

    it('lets nobody disable themselves or take away their own account.edit', async () => {
      const keeperRole = (await post('admin/role/save', { name_zh: '账号管理', name_en: 'Accounts', permissions: ['account.view', 'account.edit'] })).body.data.id;
      const keeperId = await createStaff('keeper', keeperRole);
      const keeper = await signInStaff(t.app, 'keeper', STRONG);
      const self = await post('admin/staff/status', { id: keeperId, status: 'disabled' }, keeper);
      expect([self.status, self.body.data.field, self.body.msg]).toEqual([400, 'id', 'You cannot disable your own account']);
      const narrowed = await post('admin/role/save', { id: keeperRole, name_zh: '账号管理', name_en: 'Accounts', permissions: ['account.view'] }, keeper);
      expect([narrowed.status, narrowed.body.data.field, narrowed.body.msg]).toEqual([400, 'permissions', 'You cannot take away your own permission to edit back-office users']);
      const moved = await post('admin/staff/save', { id: keeperId, username: 'keeper', name: 'Keeper', role_id: roleIds.operator }, keeper);
      expect([moved.status, moved.body.data.field]).toEqual([400, 'role_id']);
      // Another user (here the administrator) may do both.
      expect((await post('admin/role/save', { id: keeperRole, name_zh: '账号管理', name_en: 'Accounts', permissions: ['account.view'] })).body.code).toBe(1);
      expect((await post('admin/staff/status', { id: keeperId, status: 'disabled' })).body.code).toBe(1);
      expect(await signedIn(keeper)).toBe(false);
    });

    it('keeps one active administrator: the last cannot be disabled or moved off the role, even by two at once', async () => {
      // Only a holder of every permission may act on administrators: here a custom role with `*`.
      const keeperRole = (await post('admin/role/save', { name_zh: '副管理员', name_en: 'Deputies', permissions: ['*'] })).body.data.id;
      await createStaff('keeper2', keeperRole);
      const keeper = await signInStaff(t.app, 'keeper2', STRONG);
      const [adminRow] = (await get('admin/staff/index', { keyword: 'admin', role_id: String(roleIds.administrator) })).body.data.list;
      const adminId = adminRow!.id;
      const disabled = await post('admin/staff/status', { id: adminId, status: 'disabled' }, keeper);
      expect([disabled.status, disabled.body.data.field, disabled.body.msg]).toEqual([409, 'id', 'The shop needs at least one active administrator']);
      const moved = await post('admin/staff/save', { id: adminId, username: 'admin', name: 'Admin', role_id: roleIds.operator }, keeper);
      expect([moved.status, moved.body.data.field]).toEqual([409, 'role_id']);

      const secondId = await createStaff('admin_two', roleIds.administrator!);
      const outcomes = await Promise.all([adminId, secondId].map((id) => post('admin/staff/status', { id, status: 'disabled' }, keeper)));
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 409]);
      const active = (await get('admin/staff/index', { role_id: String(roleIds.administrator), status: 'active' }, keeper)).body.data;
      expect(active.total).toBe(1);
      // Enable whichever was disabled again (the other call changes nothing).
      for (const id of [adminId, secondId]) expect((await post('admin/staff/status', { id, status: 'active' }, keeper)).body.data.status).toBe('active');
    });
  });

  describe('the audit log', () => {
    it('pages and filters the log on the server, newest first', async () => {
      // A history of its own: the administrator role renamed, a deputy role and its holder keeper2, who switches users off and on again.
      await post('admin/role/save', { id: roleIds.administrator, name_zh: '超级管理员', name_en: 'Super administrator', permissions: ['*'] });
      const deputies = (await post('admin/role/save', { name_zh: '副管理员', name_en: 'Deputies', permissions: ['*'] })).body.data.id;
      await createStaff('keeper2', deputies);
      const keeper = await signInStaff(t.app, 'keeper2', STRONG);
      for (const username of ['packer_a', 'packer_b', 'packer_c']) {
        const id = await createStaff(username, roleIds.warehouse!);
        for (const status of ['disabled', 'active']) expect((await post('admin/staff/status', { id, status }, keeper)).body.code).toBe(1);
      }

      const all = await get('admin/audit/index', { size: '100' });
      expect(all.body.data.total).toBeGreaterThan(10);
      const times = all.body.data.list.map((row) => Date.parse(row.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(all.body.data.list[0]).toEqual({
        id: expect.any(Number),
        staff_username: 'keeper2',
        action: 'staff.status',
        target_type: 'staff',
        target_id: expect.any(String),
        before: { status: 'disabled' },
        after: { status: 'active' },
        ip: '127.0.0.1',
        created_at: expect.any(String),
      });

      const staffActions = await get('admin/audit/index', { action: 'staff.', staff_username: 'keeper2', size: '100' });
      expect(new Set(staffActions.body.data.list.map((row) => `${row.staff_username} ${row.action.split('.')[0]}`))).toEqual(new Set(['keeper2 staff']));
      const roles = await get('admin/audit/index', { target_type: 'role', target_id: String(roleIds.administrator) });
      expect(roles.body.data.list.map((row) => row.action)).toEqual(['role.save']);
      expect((await get('admin/audit/index', { action: '%' })).body.data.total).toBe(0);

      const oldest = await get('admin/audit/index', { order: 'asc', size: '1' });
      const from = oldest.body.data.list[0]!.created_at;
      const window = await get('admin/audit/index', { from, to: new Date(Date.parse(from) + 1).toISOString() });
      expect(window.body.data.list.map((row) => row.id)).toContain(oldest.body.data.list[0]!.id);
      const future = await get('admin/audit/index', { from: '2999-01-01T00:00:00.000Z' });
      expect(future.body.data).toMatchObject({ total: 0, list: [] });
      const backwards = await get('admin/audit/index', { from: '2025-06-02T00:00:00.000Z', to: '2025-06-01T00:00:00.000Z' });
      expect([backwards.status, backwards.body.data.field, backwards.body.msg]).toEqual([400, 'to', 'The end time must be after the start time']);
      expect((await get('admin/audit/index', { from: 'yesterday' })).body.data.field).toBe('from');
    });
  });
});
