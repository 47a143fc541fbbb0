import type { StaffLoginAnswer } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffRoles, staffUsers } from '../../db/schema';
import { refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../user';
import { describeStaff } from './describe-staff';
import { issueStaffSession } from './staff-session-service';

/** One answer for an unknown name, a wrong password and a disabled user, at the same scrypt cost. */
export async function signInStaff(db: Db, username: string, password: string, now: Date, lang: Lang): Promise<StaffLoginAnswer> {
  const [row] = await db
    .select({ user: staffUsers, role: staffRoles })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
    .where(eq(staffUsers.username, username.trim()))
    .limit(1);
  const valid = await verifyPassword(password, row?.user.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  if (!row || !valid || row.user.status !== 'active') throw refused('credentials_invalid');
  await db.update(staffUsers).set({ lastSignInAt: now }).where(eq(staffUsers.id, row.user.id));
  return { token: await issueStaffSession(db, row.user.id, now), user: describeStaff({ ...row.user, role: row.role }, lang) };
}
