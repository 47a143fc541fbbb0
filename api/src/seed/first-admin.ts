import { usernameField } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { imageUrl } from '../modules/image/svg-images';
import { hashPassword, verifyPassword } from '../modules/user/password';
import { REVIEWER_PASSWORD, REVIEWERS } from './catalogue';
import { DEMO_ADMIN, DEMO_MEMBER } from './seed';
import { DEMO_AGENT_PASSWORD, DEMO_AGENTS } from './service-desk';

/** Every account the development seed creates, with its password as published in the README. */
const PUBLISHED_PASSWORDS: Record<string, string> = {
  [DEMO_MEMBER.username]: DEMO_MEMBER.password,
  [DEMO_ADMIN.username]: DEMO_ADMIN.password,
  ...Object.fromEntries(REVIEWERS.map((name) => [name, REVIEWER_PASSWORD])),
  ...Object.fromEntries(DEMO_AGENTS.map((agent) => [agent.username, DEMO_AGENT_PASSWORD])),
};

const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Sign-in accepts passwords up to this length. */
const ADMIN_PASSWORD_MAX_LENGTH = 100;

/** Passwords attackers try first; compared without case, spaces or a trailing run of digits and symbols. */
const COMMON_PASSWORDS = new Set([
  'password', 'passw0rd', 'administrator', 'admin', 'qwerty', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'letmein', 'welcome',
  'changeme', 'iloveyou', 'abc', 'abcdef', 'abcdefgh', 'secret', 'shop', 'shopadmin', 'lumenmall', 'mall', 'root', 'master',
  'monkey', 'dragon', 'football', 'baseball', 'sunshine', 'princess', 'trustno', 'superman', 'demo', 'reviewer', 'test',
  '', '1q2w3e4r', '1qaz2wsx', 'qazwsx', 'aa', 'a', 'woaini', 'iloveu',
]);

const skeleton = (password: string) => password.toLowerCase().replace(/\s+/g, '').replace(/[\d\W_]+$/u, '');

/**
 * The administrator's password rule, kept simple enough to state in SECURITY.md: at least 12
 * characters, not one character repeated, not containing the username, and not a common password
 * (`password`, `admin`, `qwerty`… with any digits or symbols tacked on, e.g. `Password2024!`).
 * Answers why a password is refused, or null.
 */
export function weakAdminPasswordReason(username: string, password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `it must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (password.length > ADMIN_PASSWORD_MAX_LENGTH) return `it must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`;
  if (new Set(password).size <= 2) return 'it repeats one or two characters';
  if (password.toLowerCase().includes(username.toLowerCase())) return 'it contains the username';
  const digitsOnly = /^\d+$/.test(password);
  if (digitsOnly || COMMON_PASSWORDS.has(skeleton(password)) || Object.values(PUBLISHED_PASSWORDS).includes(password)) return 'it is a common or published password';
  return null;
}

export type FirstAdmin = { username: string; password: string };

/**
 * Creates the shop's first administrator (ADMIN_USERNAME / ADMIN_PASSWORD at start, or
 * `node api/dist/setup-admin.js`). Does nothing once any administrator exists, so the variables
 * can stay set without resetting a password changed since. Throws on a weak password or a name
 * a member already uses.
 */
export async function createFirstAdmin(db: Db, admin: FirstAdmin): Promise<'created' | 'exists'> {
  const username = usernameField.safeParse(admin.username);
  if (!username.success) throw new Error('ADMIN_USERNAME must be 2-20 letters, digits, underscores or Chinese characters');
  const weakness = weakAdminPasswordReason(username.data, admin.password);
  if (weakness) throw new Error(`ADMIN_PASSWORD is refused: ${weakness}`);
  if (await hasAdministrator(db)) return 'exists';
  const created = await db
    .insert(users)
    .values({ username: username.data, passwordHash: await hashPassword(admin.password), nickname: username.data, avatar: imageUrl('avatar'), role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) throw new Error(`ADMIN_USERNAME "${username.data}" is already a member's name; choose another`);
  return 'created';
}

async function hasAdministrator(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin !== undefined;
}

/**
 * Seeded demo accounts whose published password still works: a database seeded in development
 * must not be served in production as it is.
 */
async function accountsWithPublishedPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.username, Object.keys(PUBLISHED_PASSWORDS)));
  const found: string[] = [];
  for (const row of rows) {
    if (await verifyPassword(PUBLISHED_PASSWORDS[row.username]!, row.passwordHash)) found.push(row.username);
  }
  return found;
}

/**
 * The production start's account check: refuses a database whose demo accounts still have their
 * published passwords, and answers a warning when the shop has no administrator yet.
 */
export async function checkProductionAccounts(db: Db): Promise<string | null> {
  const published = await accountsWithPublishedPasswords(db);
  if (published.length > 0) {
    throw new Error(
      `This database holds accounts whose passwords are published (${published.join(', ')}): it was seeded for development. ` +
        'Serve production from a fresh database, or change those passwords first.',
    );
  }
  if (await hasAdministrator(db)) return null;
  return 'The shop has no administrator: set ADMIN_USERNAME and ADMIN_PASSWORD for the next start, or run `node api/dist/setup-admin.js` (see SECURITY.md)';
}
