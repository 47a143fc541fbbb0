import { couponClaimableAnswer, couponClaimableQuery, couponClaimAnswer, couponClaimBody, couponGoodsAnswer, couponGoodsQuery, couponMineAnswer, couponMineQuery, endpoints } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { claimCoupon, GOODS_COUPONS_MAX, listClaimableCoupons, listGoodsCoupons } from './centre-service';
import { listMemberCoupons } from './service';

export function couponRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'coupon';

  routes.get(
    endpoints.listMemberCoupons.path,
    {
      schema: {
        ...operation(endpoints.listMemberCoupons, {
          tag,
          summary: 'The member’s coupons: unused, used or expired',
          description:
            'One page of the member’s coupons of one status, with the count of every status. Unused (including coupons whose validity has not started yet): soonest to expire first; used: last spent first; expired: last expired first. `scope` names the category a coupon is limited to, null for every product.',
          answer: couponMineAnswer,
          signIn: 'member',
          querystring: couponMineQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listMemberCoupons(app.db, member.id, request.query, requestLang(request), app.clock()));
    },
  );

  routes.get(
    endpoints.listClaimableCoupons.path,
    {
      schema: {
        ...operation(endpoints.listClaimableCoupons, {
          tag,
          summary: 'The coupon centre: coupons members may claim',
          description:
            'One page of the coupons on offer, those claimable now first, soonest to end first; ended ones are gone. Each says how many are left (null: unlimited), how many one member may hold and, for a member, how many they hold and whether they can claim one now (`claim_state`).',
          answer: couponClaimableAnswer,
          signIn: 'optional',
          querystring: couponClaimableQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      return ok(request, await listClaimableCoupons(app.db, member?.id ?? null, request.query, requestLang(request), app.clock()));
    },
  );

  routes.get(
    endpoints.listGoodsCoupons.path,
    {
      schema: {
        ...operation(endpoints.listGoodsCoupons, {
          tag,
          summary: 'The coupons a product’s buy box offers to claim',
          description: `Up to ${GOODS_COUPONS_MAX} coupon-centre coupons on offer that cover the product \`id\` (every-product coupons, and those of its category or one above it), claimable now first, soonest to end first, each as coupon/claimable describes it: for a member, how many they hold and whether they can claim one now; visitors see \`open\` and are asked to sign in. Claimed with coupon/claim. Never cached: a member’s answer is their own.`,
          answer: couponGoodsAnswer,
          signIn: 'optional',
          refusals: [404],
          querystring: couponGoodsQuery,
        }),
      },
    },
    async (request) => {
      const member = await request.currentMember();
      return ok(request, await listGoodsCoupons(app.db, member?.id ?? null, request.query.id, requestLang(request), app.clock()));
    },
  );

  routes.post(
    endpoints.claimCoupon.path,
    {
      schema: {
        ...operation(endpoints.claimCoupon, {
          tag,
          summary: 'Claim a coupon of the coupon centre',
          description:
            'Hands the member one of a coupon-centre coupon. Refused, naming `id`, when none is left, when the member already holds as many as one member may, or outside the coupon’s validity; never issues more than the coupon’s total, however many claim at once. Answers the coupon now held and the offer as it stands.',
          answer: couponClaimAnswer,
          signIn: 'member',
          refusals: [404],
          body: couponClaimBody,
        }),
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await claimCoupon(app.db, member.id, request.body.id, requestLang(request), app.clock()), 'coupon_claimed');
    },
  );
}

export default couponRoutes;
