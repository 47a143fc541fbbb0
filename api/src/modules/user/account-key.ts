import { MOBILE_PATTERN } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The name sign-in attempts on an account are counted under, so that no spelling of the account
 * earns a fresh allowance: surrounding spaces and letter case do not matter, and a phone number
 * that belongs to a member counts as that member's username. Only the unique phone index is read,
 * so an unknown name costs one indexed lookup at most.
 */
export async function accountKey(db: Db, account: string): Promise<string> {
  const name = account.trim().toLowerCase();
  if (!MOBILE_PATTERN.test(name)) return name;
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.mobile, name)).limit(1);
  return owner ? owner.username.toLowerCase() : name;
}
