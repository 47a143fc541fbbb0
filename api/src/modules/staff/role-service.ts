import { ALL_PERMISSIONS, grants, PERMISSIONS, type StaffRole, type StaffRoleListAnswer, type StaffRoleSaveBody } from '@shop/contract';
import { randomBytes } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { staffRoles, staffUsers } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import { recordAudit } from '../audit';
import { assertActorHolds } from './actor-limits';
import type { Staff } from './staff-session-service';

/** The built-in role that holds every permission: never deleted, never narrowed. */
export const ADMINISTRATOR_ROLE = 'administrator';

type RoleRow = typeof staffRoles.$inferSelect;

/** What the audit log keeps of a role. */
const auditedRole = (row: RoleRow) => ({ code: row.code, name_zh: row.nameZh, name_en: row.nameEn, permissions: row.permissions });

const describeRole = (row: RoleRow, staffCount: number): StaffRole => ({
  id: row.id,
  code: row.code,
  name_zh: row.nameZh,
  name_en: row.nameEn,
  permissions: row.permissions,
  builtin: row.builtin,
  staff_count: staffCount,
  updated_at: row.updatedAt.toISOString(),
});

const countStaff = async (db: Db, roleId: number) => (await db.select({ total: count() }).from(staffUsers).where(eq(staffUsers.roleId, roleId)))[0]?.total ?? 0;

/** admin/role/index: every role, oldest first, with how many back-office users hold it. */
export async function listRoles(db: Db): Promise<StaffRoleListAnswer> {
  const rows = await db
    .select({ role: staffRoles, staffCount: count(staffUsers.id) })
    .from(staffRoles)
    .leftJoin(staffUsers, eq(staffUsers.roleId, staffRoles.id))
    .groupBy(staffRoles.id)
    .orderBy(asc(staffRoles.id));
  return { list: rows.map((row) => describeRole(row.role, row.staffCount)) };
}

/** Each key once, in the order of PERMISSIONS; `*` alone stays alone. */
const normalisePermissions = (keys: readonly string[]): string[] => (keys.includes(ALL_PERMISSIONS) ? [ALL_PERMISSIONS] : PERMISSIONS.filter((key) => keys.includes(key)));

async function lockRole(tx: Tx, id: number): Promise<RoleRow> {
  const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * admin/role/save: creates a role or edits one. Nobody grants a permission they do not hold, nor
 * edits a role holding one (they could take it from users above them); the administrator role
 * keeps `*`; nobody may take account.edit away from the role they hold themselves (they could not
 * undo it).
 */
export async function saveRole(db: Db, input: StaffRoleSaveBody, staff: Staff, request: Pick<FastifyRequest, 'ip'>, now: Date): Promise<StaffRole> {
  const values = { nameZh: input.name_zh, nameEn: input.name_en, permissions: normalisePermissions(input.permissions), updatedAt: now };
  assertActorHolds(staff, values.permissions, 'role_permissions_not_held', 'permissions');
  return inTransaction(db, async (tx) => {
    if (input.id === undefined) {
      const [created] = await tx
        .insert(staffRoles)
        .values({ code: `custom_${randomBytes(6).toString('hex')}`, builtin: false, createdAt: now, ...values })
        .returning();
      await recordAudit(tx, staff, { action: 'role.save', targetType: 'role', targetId: created!.id, after: auditedRole(created!) }, request);
      return describeRole(created!, 0);
    }
    const current = await lockRole(tx, input.id);
    assertActorHolds(staff, current.permissions, 'role_beyond_own', 'permissions');
    if (current.code === ADMINISTRATOR_ROLE && values.permissions[0] !== ALL_PERMISSIONS) throw refused('role_administrator_fixed', 'permissions');
    if (current.id === staff.roleId && !grants(values.permissions, 'account.edit')) throw refused('staff_self_permission', 'permissions');
    const [updated] = await tx.update(staffRoles).set(values).where(eq(staffRoles.id, current.id)).returning();
    await recordAudit(tx, staff, { action: 'role.save', targetType: 'role', targetId: current.id, before: auditedRole(current), after: auditedRole(updated!) }, request);
    return describeRole(updated!, await countStaff(tx, current.id));
  });
}

/** admin/role/delete: a role nobody holds, within the actor's permissions; the administrator role stays. */
export async function deleteRole(db: Db, id: number, staff: Staff, request: Pick<FastifyRequest, 'ip'>): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The lock waits for back-office users being given the role (their foreign key holds it in key share).
    const current = await lockRole(tx, id);
    assertActorHolds(staff, current.permissions, 'role_beyond_own', 'id');
    if (current.code === ADMINISTRATOR_ROLE) throw conflict('role_administrator_kept', 'id');
    if ((await countStaff(tx, id)) > 0) throw conflict('role_in_use', 'id');
    await tx.delete(staffRoles).where(eq(staffRoles.id, id));
    await recordAudit(tx, staff, { action: 'role.delete', targetType: 'role', targetId: id, before: auditedRole(current) }, request);
  });
}
