import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRoles, staffSessions, staffUsers } from '../../db/schema';

/** A back-office working day and a half: shorter than a member's, as these tokens can do more. */
const STAFF_SESSION_TTL_MS = 36 * 60 * 60 * 1000;

export type StaffRole = typeof staffRoles.$inferSelect;
/** A signed-in back-office user with their role. */
export type Staff = typeof staffUsers.$inferSelect & { role: StaffRole };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueStaffSession(db: Db, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_TTL_MS),
  });
  return token;
}

/** The active back-office user a token belongs to; a member's token is never found here. */
export async function findStaffByToken(db: Db, token: string, now: Date): Promise<Staff | null> {
  const [row] = await db
    .select({ user: staffUsers, role: staffRoles })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now), eq(staffUsers.status, 'active')))
    .limit(1);
  return row ? { ...row.user, role: row.role } : null;
}

export async function revokeStaffSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

/** Signs a back-office user out everywhere: after a password change, a new role or disabling. */
export async function revokeStaffSessions(db: Db, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
