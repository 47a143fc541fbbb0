import type { StaffAccount, StaffListAnswer, StaffListQuery, StaffPasswordBody, StaffSaveBody, StaffStatusBody } from '@shop/contract';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { staffRoles, staffUsers } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { recordAudit } from '../audit';
import { containsPattern } from '../../db/contains-pattern';
import { hashPassword } from '../user';
import { assertActorHolds } from './actor-limits';
import { passwordWeakness } from './password-strength';
import { ADMINISTRATOR_ROLE } from './role-service';
import { revokeStaffSessions, type Staff, type StaffRole } from './staff-session-service';

type StaffRow = typeof staffUsers.$inferSelect;
type Source = Pick<FastifyRequest, 'ip'>;

/** What the audit log keeps of a back-office user: never the password or its hash. */
const auditedStaff = (row: StaffRow) => ({ username: row.username, name: row.name, role_id: row.roleId, status: row.status });

const describeAccount = (row: StaffRow, role: StaffRole, lang: Lang): StaffAccount => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: { id: role.id, code: role.code, name: pick(lang, { en: role.nameEn, zh: role.nameZh }) },
  status: row.status,
  last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const SORT_COLUMNS = { created_at: staffUsers.createdAt, username: staffUsers.username, last_sign_in_at: staffUsers.lastSignInAt } as const;

/** admin/staff/index: one page of back-office users, filtered and sorted on the server (never signed in: last). */
export async function listStaff(db: Db, query: StaffListQuery, lang: Lang): Promise<StaffListAnswer> {
  const filters: SQL[] = [];
  if (query.keyword) filters.push(or(ilike(staffUsers.username, containsPattern(query.keyword)), ilike(staffUsers.name, containsPattern(query.keyword)))!);
  if (query.role_id) filters.push(eq(staffUsers.roleId, query.role_id));
  if (query.status) filters.push(eq(staffUsers.status, query.status));
  const where = and(...filters);
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(staffUsers).where(where),
    db
      .select({ user: staffUsers, role: staffRoles })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
      .where(where)
      .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction} nulls last`, asc(staffUsers.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return { list: rows.map((row) => describeAccount(row.user, row.role, lang)), page: query.page, size: query.size, total: total?.total ?? 0 };
}

function assertStrong(username: string, password: string): void {
  const weakness = passwordWeakness(username, password);
  if (weakness) throw refused(weakness, 'password');
}

/**
 * Locks a back-office user the actor may act on, with the role they hold: never one whose role
 * holds a permission the actor lacks, whose password, name or status would be the actor's way to it.
 */
async function lockStaffInReach(tx: Tx, id: number, staff: Staff): Promise<{ current: StaffRow; role: StaffRole }> {
  const [current] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
  if (!current) throw notFound();
  const role = (await tx.select().from(staffRoles).where(eq(staffRoles.id, current.roleId)))[0]!;
  assertActorHolds(staff, role.permissions, 'staff_beyond_own', 'id');
  return { current, role };
}

const isActiveAdministrator = (row: StaffRow, role: StaffRole) => row.status === 'active' && role.code === ADMINISTRATOR_ROLE;

/**
 * Refuses to leave the shop without an active administrator. The administrator role's row is held
 * for the rest of the transaction, so two administrators disabling each other at once take turns
 * and the second is refused.
 */
async function assertAnotherAdministrator(tx: Tx, leaving: StaffRow, field: string): Promise<void> {
  const [role] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.code, ADMINISTRATOR_ROLE)).for('update');
  const [other] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.roleId, role!.id), eq(staffUsers.status, 'active'), ne(staffUsers.id, leaving.id)))
    .limit(1);
  if (!other) throw conflict('staff_last_administrator', field);
}

/** Whether `error` (or what caused it) is the database refusing a second user of one username. */
function isUsernameTaken(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'staff_users_username_unique') return true;
  }
  return false;
}

/**
 * admin/staff/save: creates a back-office user or edits one. A new role or password signs them out
 * everywhere. The role given must hold nothing the actor lacks, and the user edited too; nobody
 * changes their own role, nor moves the last active administrator off the administrator role.
 */
export async function saveStaff(db: Db, input: StaffSaveBody, staff: Staff, request: Source, now: Date, lang: Lang): Promise<StaffAccount> {
  if (input.password !== undefined) assertStrong(input.username, input.password);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  return inTransaction(db, async (tx) => {
    // Held in key share until the user is stored, as their foreign key would: the role cannot be deleted meanwhile.
    const [role] = await tx.select().from(staffRoles).where(eq(staffRoles.id, input.role_id)).for('key share');
    if (!role) throw refused('role_unknown', 'role_id');
    assertActorHolds(staff, role.permissions, 'staff_role_not_held', 'role_id');
    const values = { username: input.username, name: input.name, roleId: role.id };
    if (input.id === undefined) {
      const [created] = await tx
        .insert(staffUsers)
        .values({ ...values, passwordHash: passwordHash! })
        .onConflictDoNothing({ target: staffUsers.username })
        .returning();
      if (!created) throw conflict('username_taken', 'username');
      await recordAudit(tx, staff, { action: 'staff.save', targetType: 'staff', targetId: created.id, after: auditedStaff(created) }, request);
      return describeAccount(created, role, lang);
    }
    const { current, role: held } = await lockStaffInReach(tx, input.id, staff);
    if (current.roleId !== role.id && current.id === staff.id) throw refused('staff_self_role', 'role_id');
    if (current.roleId !== role.id && isActiveAdministrator(current, held)) await assertAnotherAdministrator(tx, current, 'role_id');
    const [taken] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.username, input.username), ne(staffUsers.id, current.id)))
      .limit(1);
    if (taken) throw conflict('username_taken', 'username');
    const updated = await tx
      .update(staffUsers)
      .set({ ...values, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(staffUsers.id, current.id))
      .returning()
      .catch((error: unknown) => {
        // Another edit took the name between the check above and this update.
        throw isUsernameTaken(error) ? conflict('username_taken', 'username') : error;
      });
    if (current.roleId !== role.id || passwordHash) await revokeStaffSessions(tx, current.id, now);
    const after = { ...auditedStaff(updated[0]!), ...(passwordHash ? { password_changed: true } : {}) };
    await recordAudit(tx, staff, { action: 'staff.save', targetType: 'staff', targetId: current.id, before: auditedStaff(current), after }, request);
    return describeAccount(updated[0]!, role, lang);
  });
}

/**
 * admin/staff/status: enables or disables a back-office user within the actor's reach and signs
 * them out everywhere.
 */
export async function setStaffStatus(db: Db, input: StaffStatusBody, staff: Staff, request: Source, now: Date, lang: Lang): Promise<StaffAccount> {
  if (input.status === 'disabled' && input.id === staff.id) throw refused('staff_self_disable', 'id');
  return inTransaction(db, async (tx) => {
    const { current, role } = await lockStaffInReach(tx, input.id, staff);
    if (current.status !== input.status) {
      if (input.status === 'disabled' && isActiveAdministrator(current, role)) await assertAnotherAdministrator(tx, current, 'id');
      await tx.update(staffUsers).set({ status: input.status }).where(eq(staffUsers.id, current.id));
      await revokeStaffSessions(tx, current.id, now);
      await recordAudit(tx, staff, { action: 'staff.status', targetType: 'staff', targetId: current.id, before: { status: current.status }, after: { status: input.status } }, request);
    }
    return describeAccount({ ...current, status: input.status }, role, lang);
  });
}

/**
 * admin/staff/password: a new password (the back-office rule applies) for a user within the
 * actor's reach, and a sign-out everywhere.
 */
export async function resetStaffPassword(db: Db, input: StaffPasswordBody, staff: Staff, request: Source, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const { current } = await lockStaffInReach(tx, input.id, staff);
    assertStrong(current.username, input.password);
    await tx.update(staffUsers).set({ passwordHash: await hashPassword(input.password) }).where(eq(staffUsers.id, current.id));
    await revokeStaffSessions(tx, current.id, now);
    // The log says that the password changed, never what to.
    await recordAudit(tx, staff, { action: 'staff.password', targetType: 'staff', targetId: current.id }, request);
  });
}
