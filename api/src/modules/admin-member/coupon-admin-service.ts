import { yuanTextToCents, type AdminCoupon, type AdminCouponListAnswer, type AdminCouponListQuery, type AdminCouponSaveBody, type AdminCouponState } from '@shop/contract';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { categories, coupons, memberCoupons } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { recordAudit } from '../audit';
import type { CouponTemplate } from '../coupon';
import { containsPattern } from '../../db/contains-pattern';
import type { Staff } from '../staff';

export type StaffChange = { staff: Staff; request: Pick<FastifyRequest, 'ip'> };

const usedCount = sql<number>`(select count(*)::int from ${memberCoupons} where ${memberCoupons.couponId} = ${coupons.id} and ${isNotNull(memberCoupons.usedAt)})`;

const listedColumns = { coupon: coupons, categoryZh: categories.nameZh, categoryEn: categories.nameEn, used: usedCount };
type Listed = { coupon: CouponTemplate; categoryZh: string | null; categoryEn: string | null; used: number };

function stateOf(coupon: CouponTemplate, now: Date): AdminCouponState {
  if (coupon.endAt.getTime() <= now.getTime()) return 'ended';
  return coupon.claimable ? 'claimable' : 'stopped';
}

const stateCondition = (state: AdminCouponState, now: Date): SQL =>
  state === 'ended' ? lte(coupons.endAt, now) : and(gt(coupons.endAt, now), eq(coupons.claimable, state === 'claimable'))!;

function describeAdminCoupon({ coupon, categoryZh, categoryEn, used }: Listed, lang: Lang, now: Date): AdminCoupon {
  return {
    id: coupon.id,
    name: { zh: coupon.nameZh, en: coupon.nameEn },
    type: coupon.type,
    denomination: coupon.type === 'full' ? centsToYuan(coupon.denominationCents) : null,
    discount: coupon.type === 'discount' ? String(coupon.discount / 10) : null,
    min_amount: centsToYuan(coupon.minAmountCents),
    start_at: coupon.startAt.toISOString(),
    end_at: coupon.endAt.toISOString(),
    claimable: coupon.claimable,
    grant_on_sign_up: coupon.grantOnSignUp,
    total_quantity: coupon.totalQuantity,
    per_member_limit: coupon.perMemberLimit,
    category_id: coupon.categoryId,
    category_name: categoryZh !== null && categoryEn !== null ? pick(lang, { zh: categoryZh, en: categoryEn }) : null,
    issued: coupon.issued,
    used,
    state: stateOf(coupon, now),
  };
}

/** admin/coupon/index: one page of coupon templates, filtered and sorted on the server. */
export async function listAdminCoupons(db: Db, query: AdminCouponListQuery, lang: Lang, now: Date): Promise<AdminCouponListAnswer> {
  const { page, size, keyword } = query;
  const pattern = containsPattern(keyword);
  const where = and(
    query.type ? eq(coupons.type, query.type) : undefined,
    query.status ? stateCondition(query.status, now) : undefined,
    keyword ? or(ilike(coupons.nameZh, pattern), ilike(coupons.nameEn, pattern)) : undefined,
  );
  const sortBy = { id: coupons.id, end_at: coupons.endAt, issued: coupons.issued }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(coupons).where(where),
    db
      .select(listedColumns)
      .from(coupons)
      .leftJoin(categories, eq(categories.id, coupons.categoryId))
      .where(where)
      .orderBy(direction(sortBy), direction(coupons.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return { list: rows.map((row) => describeAdminCoupon(row, lang, now)), page, size, total: counted?.total ?? 0 };
}

/** One coupon template as admin/coupon/index lists it; unknown: 404. */
export async function describeCouponTemplate(db: Db, id: number, lang: Lang, now: Date): Promise<AdminCoupon> {
  const [row] = await db.select(listedColumns).from(coupons).leftJoin(categories, eq(categories.id, coupons.categoryId)).where(eq(coupons.id, id));
  if (!row) throw notFound();
  return describeAdminCoupon(row, lang, now);
}

/** The coupon's row, locked until the transaction ends; unknown: 404. */
export async function lockCoupon(tx: Tx, id: number): Promise<CouponTemplate> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!coupon) throw notFound();
  return coupon;
}

/** The columns of a save, in the table's units: a full-discount coupon takes off cents, a discount coupon keeps a share. */
function templateOf(body: AdminCouponSaveBody) {
  const full = body.type === 'full';
  return {
    nameZh: body.name.zh,
    nameEn: body.name.en,
    type: body.type,
    denominationCents: full ? yuanTextToCents(body.denomination ?? '') : 0,
    discount: full ? 100 : Math.round(Number(body.discount) * 10),
    minAmountCents: yuanTextToCents(body.min_amount),
    startAt: new Date(body.start_at),
    endAt: new Date(body.end_at),
    claimable: body.claimable,
    grantOnSignUp: body.grant_on_sign_up,
    totalQuantity: body.total_quantity,
    perMemberLimit: body.per_member_limit,
    categoryId: body.category_id,
  };
}
type TemplateColumns = ReturnType<typeof templateOf>;

/** What members already hold stays what they were given: these terms are fixed once anyone holds one. */
const FIXED_TERMS: Array<[keyof TemplateColumns, string]> = [
  ['type', 'type'],
  ['denominationCents', 'denomination'],
  ['discount', 'discount'],
  ['minAmountCents', 'min_amount'],
  ['categoryId', 'category_id'],
];

/** The fields of a template the audit log keeps. */
const auditedFields = (template: TemplateColumns) => ({
  ...template,
  startAt: template.startAt.toISOString(),
  endAt: template.endAt.toISOString(),
});

/**
 * admin/coupon/save: a new template, or an edit of one (locked while it is checked and written, so
 * that an issue or a claim running at the same time cannot slip under a lowered quantity). Once
 * members hold it, its type, amounts, threshold and category stay as they were.
 */
export async function saveCoupon(db: Db, body: AdminCouponSaveBody, change: StaffChange): Promise<number> {
  const template = templateOf(body);
  return inTransaction(db, async (tx) => {
    if (template.categoryId !== null) {
      const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, template.categoryId));
      if (!category) throw refused('coupon_category_unknown', 'category_id');
    }
    if (body.id === undefined) {
      const [created] = await tx.insert(coupons).values(template).returning({ id: coupons.id });
      await recordAudit(tx, change.staff, { action: 'coupon.save', targetType: 'coupon', targetId: created!.id, before: null, after: auditedFields(template) }, change.request);
      return created!.id;
    }
    const current = await lockCoupon(tx, body.id);
    const [holders] = await tx.select({ held: count() }).from(memberCoupons).where(eq(memberCoupons.couponId, current.id));
    if ((holders?.held ?? 0) > 0) {
      const moved = FIXED_TERMS.find(([column]) => current[column] !== template[column]);
      if (moved) throw refused('coupon_terms_fixed', moved[1]);
    }
    if (template.totalQuantity !== null && template.totalQuantity < current.issued) {
      throw refused('coupon_quantity_below_issued', 'total_quantity', { issued: current.issued });
    }
    await tx.update(coupons).set(template).where(eq(coupons.id, current.id));
    const before = Object.fromEntries(Object.keys(template).map((key) => [key, current[key as keyof TemplateColumns]])) as TemplateColumns;
    await recordAudit(tx, change.staff, { action: 'coupon.save', targetType: 'coupon', targetId: current.id, before: auditedFields(before), after: auditedFields(template) }, change.request);
    return current.id;
  });
}

/** admin/coupon/status: offer the coupon in the coupon centre, or stop claiming it; holders keep theirs. */
export async function setCouponClaimable(db: Db, id: number, claimable: boolean, change: StaffChange): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await lockCoupon(tx, id);
    await tx.update(coupons).set({ claimable }).where(eq(coupons.id, id));
    await recordAudit(tx, change.staff, { action: 'coupon.status', targetType: 'coupon', targetId: id, before: { claimable: current.claimable }, after: { claimable } }, change.request);
  });
}
