import {
  adminCoupon,
  adminCouponIssueAnswer,
  adminCouponIssueBody,
  adminCouponListAnswer,
  adminCouponListQuery,
  adminCouponSaveBody,
  adminCouponStatusBody,
  COUPON_ISSUE_MAX_MEMBERS,
  endpoints,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { describeCouponTemplate, listAdminCoupons, saveCoupon, setCouponClaimable } from './coupon-admin-service';
import { issueCoupon } from './coupon-issue-service';

/** Back office: coupon templates, claiming in the coupon centre, and coupons issued to members directly. */
export function adminCouponRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.listAdminCoupons.path,
    {
      schema: {
        ...operation(endpoints.listAdminCoupons, {
          tag,
          summary: 'Back office: one page of coupon templates',
          description:
            'Every coupon template, sorted on the server by `sort` (id, end_at, issued) and `order`, filtered by `type` (full, discount), `status` (claimable: offered in the coupon centre; stopped: not offered there; ended: past its end) and `keyword` (part of either name). Each: both names, the terms (amount off or discount in 折, threshold), validity, how it reaches members, category, the limits, and how many were issued and used.',
          answer: adminCouponListAnswer,
          permission: 'coupon.view',
          querystring: adminCouponListQuery,
        }),
      },
    },
    async (request) => ok(request, await listAdminCoupons(app.db, request.query, requestLang(request), app.clock())),
  );

  routes.post(
    endpoints.saveAdminCoupon.path,
    {
      schema: {
        ...operation(endpoints.saveAdminCoupon, {
          tag,
          summary: 'Back office: create or edit a coupon template',
          description:
            'Without `id` creates a coupon template, with it edits one. A full-discount coupon (`type` full) needs `denomination` (yuan text, from 0.01) and a threshold `min_amount` at least as large; a discount coupon needs `discount` in 折 (0.1 to 9.9: "8.5" pays 85%). `end_at` comes after `start_at`; `total_quantity` null is unlimited, and never below what was issued; `category_id` (optional) must exist. Once members hold it, its type, amount off, discount, threshold and category stay (`coupon_terms_fixed`, naming the field). Audited; answers the template as admin/coupon/index lists it.',
          answer: adminCoupon,
          permission: 'coupon.edit',
          refusals: [404],
          body: adminCouponSaveBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const id = await saveCoupon(app.db, request.body, { staff, request });
      return ok(request, await describeCouponTemplate(app.db, id, requestLang(request), app.clock()), 'coupon_saved');
    },
  );

  routes.post(
    endpoints.setAdminCouponStatus.path,
    {
      schema: {
        ...operation(endpoints.setAdminCouponStatus, {
          tag,
          summary: 'Back office: stop or resume claiming a coupon',
          description: '`claimable` true offers the coupon in the coupon centre, false stops members claiming it; coupons already held stay usable. Audited; answers the template.',
          answer: adminCoupon,
          permission: 'coupon.edit',
          refusals: [404],
          body: adminCouponStatusBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const { id, claimable } = request.body;
      await setCouponClaimable(app.db, id, claimable, { staff, request });
      return ok(request, await describeCouponTemplate(app.db, id, requestLang(request), app.clock()), claimable ? 'coupon_claiming_resumed' : 'coupon_claiming_stopped');
    },
  );

  routes.post(
    endpoints.issueAdminCoupon.path,
    {
      schema: {
        ...operation(endpoints.issueAdminCoupon, {
          tag,
          summary: 'Back office: issue a coupon to members',
          description: `Gives one of the coupon to each member named by \`member_ids\` or \`usernames\` (1 to ${COUPON_ISSUE_MAX_MEMBERS} in all; a member named twice gets one), claimable or not, within its per-member limit and total quantity. A coupon past its end is refused (400 naming \`coupon_id\`). Answers how many were issued, each member skipped with the reason (unknown_member, limit_reached, sold_out) and the template after it. Audited.`,
          answer: adminCouponIssueAnswer,
          permission: 'coupon.edit',
          refusals: [404],
          body: adminCouponIssueBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      return ok(request, await issueCoupon(app.db, request.body, requestLang(request), app.clock(), { staff, request }), 'coupon_issued');
    },
  );
}

export default adminCouponRoutes;
