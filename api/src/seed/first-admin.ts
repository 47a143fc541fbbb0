import { usernameField } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffRoles, staffUsers, users } from '../db/schema';
import { translate } from '../http/i18n';
import { ADMINISTRATOR_ROLE, passwordWeakness } from '../modules/staff';
import { hashPassword, verifyPassword } from '../modules/user';
import { PUBLISHED_MEMBER_PASSWORDS, PUBLISHED_STAFF_PASSWORDS } from './published-passwords';

/**
 * Why the first administrator's password is refused (the back-office rule of password-strength.ts,
 * in English for the terminal), or null.
 */
export function weakAdminPasswordReason(username: string, password: string): string | null {
  const weakness = passwordWeakness(username, password);
  return weakness && translate('en-us', weakness);
}

export type FirstAdmin = { username: string; password: string };

/**
 * Creates the shop's first back-office administrator (ADMIN_USERNAME / ADMIN_PASSWORD at start, or
 * `node api/dist/setup-admin.js`), in the built-in administrator role. Does nothing once any active
 * administrator exists, so the variables can stay set without resetting a password changed since.
 * Throws on a weak password or a name another back-office user already has.
 */
export async function createFirstAdmin(db: Db, admin: FirstAdmin): Promise<'created' | 'exists'> {
  const username = usernameField.safeParse(admin.username);
  if (!username.success) throw new Error('ADMIN_USERNAME must be 2-20 letters, digits, underscores or Chinese characters');
  const weakness = weakAdminPasswordReason(username.data, admin.password);
  if (weakness) throw new Error(`ADMIN_PASSWORD is refused: ${weakness}`);
  if (await hasAdministrator(db)) return 'exists';
  const [role] = await db.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.code, ADMINISTRATOR_ROLE)).limit(1);
  const created = await db
    .insert(staffUsers)
    .values({ username: username.data, passwordHash: await hashPassword(admin.password), name: username.data, roleId: role!.id })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  if (created.length === 0) throw new Error(`ADMIN_USERNAME "${username.data}" is already a back-office user's name; choose another`);
  return 'created';
}

async function hasAdministrator(db: Db): Promise<boolean> {
  const [admin] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
    .where(and(eq(staffRoles.code, ADMINISTRATOR_ROLE), eq(staffUsers.status, 'active')))
    .limit(1);
  return admin !== undefined;
}

/** The accounts of `table` named in `published` whose published password still works. */
async function stillPublished(db: Db, table: typeof users | typeof staffUsers, published: Readonly<Record<string, string>>): Promise<string[]> {
  const rows = await db.select({ username: table.username, passwordHash: table.passwordHash }).from(table).where(inArray(table.username, Object.keys(published)));
  const found: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(published[row.username]!, row.passwordHash)) found.push(row.username);
  }
  return found;
}

/**
 * The production start's account check: refuses a database whose demo members or demo back-office
 * users still have their published passwords (it was seeded for development), and answers a warning
 * when the shop has no active administrator yet.
 */
export async function checkProductionAccounts(db: Db): Promise<string | null> {
  const members = await stillPublished(db, users, PUBLISHED_MEMBER_PASSWORDS);
  const staff = (await stillPublished(db, staffUsers, PUBLISHED_STAFF_PASSWORDS)).map((name) => `back-office ${name}`);
  const published = [...members, ...staff];
  if (published.length > 0) {
    throw new Error(
      `This database holds accounts whose passwords are published (${published.join(', ')}): it was seeded for development. ` +
        'Serve production from a fresh database, or change those passwords first.',
    );
  }
  if (await hasAdministrator(db)) return null;
  return 'The shop has no back-office administrator: set ADMIN_USERNAME and ADMIN_PASSWORD for the next start, or run `node api/dist/setup-admin.js` (see SECURITY.md)';
}
