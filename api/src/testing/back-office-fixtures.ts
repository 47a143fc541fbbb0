import { eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLogs, staffRoles, staffUsers } from '../db/schema';

/** The back office's roles and users, as readBackOffice found them. */
export type BackOfficeRows = { roles: Array<typeof staffRoles.$inferSelect>; staff: Array<typeof staffUsers.$inferSelect> };

export async function readBackOffice(db: Db): Promise<BackOfficeRows> {
  return { roles: await db.select().from(staffRoles), staff: await db.select().from(staffUsers) };
}

/**
 * Puts the back office back as `rows` had it, for a test that creates roles and users or changes
 * them: the other users and roles are deleted, these set back as they were, and the audit log
 * (empty in the seed) is emptied. Sessions are left alone: sign in again for a token.
 */
export async function restoreBackOffice(db: Db, rows: BackOfficeRows): Promise<void> {
  await db.delete(auditLogs);
  await db.delete(staffUsers).where(notInArray(staffUsers.id, rows.staff.map((user) => user.id)));
  for (const user of rows.staff) await db.update(staffUsers).set(user).where(eq(staffUsers.id, user.id));
  await db.delete(staffRoles).where(notInArray(staffRoles.id, rows.roles.map((role) => role.id)));
  for (const role of rows.roles) await db.update(staffRoles).set(role).where(eq(staffRoles.id, role.id));
}
