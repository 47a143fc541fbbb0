import type { AdminCouponIssueAnswer, AdminCouponIssueBody, CouponIssueSkip } from '@shop/contract';
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { coupons, memberCoupons, users } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { recordAudit } from '../audit';
import { describeCouponTemplate, lockCoupon, type StaffChange } from './coupon-admin-service';

type Skipped = { member: string; reason: CouponIssueSkip };
type Named = { id: number; username: string };

/**
 * The members the issue names, locked in id order (as a claim locks its member before the coupon,
 * so issues and claims never wait on each other in a circle); those not found are skipped.
 */
async function lockNamedMembers(tx: Tx, body: AdminCouponIssueBody, skipped: Skipped[]): Promise<Named[]> {
  const byId = body.member_ids.length > 0 ? inArray(users.id, body.member_ids) : undefined;
  const byName = body.usernames.length > 0 ? inArray(users.username, body.usernames) : undefined;
  const found = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.role, 'member'), or(byId, byName)))
    .orderBy(asc(users.id))
    .for('update');
  const ids = new Set(found.map((member) => member.id));
  const names = new Set(found.map((member) => member.username));
  for (const id of new Set(body.member_ids)) if (!ids.has(id)) skipped.push({ member: String(id), reason: 'unknown_member' });
  for (const name of new Set(body.usernames)) if (!names.has(name)) skipped.push({ member: name, reason: 'unknown_member' });
  return found;
}

async function heldBy(tx: Tx, couponId: number, memberIds: number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: memberCoupons.userId, held: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.couponId, couponId), inArray(memberCoupons.userId, memberIds)))
    .groupBy(memberCoupons.userId);
  return new Map(rows.map((row) => [row.userId, row.held]));
}

/**
 * admin/coupon/issue: one of the coupon to each member named, as a claim would give it, within the
 * per-member limit and the total quantity; each member left out is said with the reason. The
 * members and the coupon stay locked until the coupons and the audit row are written.
 */
export async function issueCoupon(db: Db, body: AdminCouponIssueBody, lang: Lang, now: Date, change: StaffChange): Promise<AdminCouponIssueAnswer> {
  const skipped: Skipped[] = [];
  const issued = await inTransaction(db, async (tx) => {
    const [known] = await tx.select({ endAt: coupons.endAt }).from(coupons).where(eq(coupons.id, body.coupon_id));
    if (!known) throw notFound();
    if (known.endAt.getTime() <= now.getTime()) throw refused('coupon_claim_ended', 'coupon_id');
    const members = await lockNamedMembers(tx, body, skipped);
    const coupon = await lockCoupon(tx, body.coupon_id);
    const held = await heldBy(
      tx,
      coupon.id,
      members.map((member) => member.id),
    );
    const receivers: Named[] = [];
    for (const member of members) {
      const soldOut = coupon.totalQuantity !== null && coupon.issued + receivers.length >= coupon.totalQuantity;
      if ((held.get(member.id) ?? 0) >= coupon.perMemberLimit) skipped.push({ member: member.username, reason: 'limit_reached' });
      else if (soldOut) skipped.push({ member: member.username, reason: 'sold_out' });
      else receivers.push(member);
    }
    if (receivers.length === 0) return 0;
    await tx.insert(memberCoupons).values(receivers.map((member) => ({ userId: member.id, couponId: coupon.id, createdAt: now })));
    const total = coupon.issued + receivers.length;
    await tx.update(coupons).set({ issued: total }).where(eq(coupons.id, coupon.id));
    const after = { issued: total, members: receivers.map((member) => member.username) };
    await recordAudit(tx, change.staff, { action: 'coupon.issue', targetType: 'coupon', targetId: coupon.id, before: { issued: coupon.issued }, after }, change.request);
    return receivers.length;
  });
  return { issued, skipped, coupon: await describeCouponTemplate(db, body.coupon_id, lang, now) };
}
