import { RESULT_CODE } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wechatIdentities } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Member } from './session-service';

/**
 * Ordering and paying need a phone on the account. Sign-up always takes one; a member made by WeChat
 * sign-in has none until they bind one (`user/bind`), and is refused here with 409 naming `mobile`,
 * which the storefront takes as "go to /user/bind". Accounts made without either (the development
 * seed's reviewers, tests' fixtures) are left as they are.
 */
export async function requireBoundMobile(db: Db, member: Member): Promise<void> {
  if (member.mobile) return;
  const [wechat] = await db.select({ id: wechatIdentities.id }).from(wechatIdentities).where(eq(wechatIdentities.userId, member.id)).limit(1);
  if (wechat) throw new AppError(409, RESULT_CODE.refused, 'mobile_required', { field: 'mobile' });
}
