import { couponMineAnswer, couponMineQuery } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { listMemberCoupons } from './service';

export function couponRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/coupon/mine',
    {
      schema: {
        ...operation({
          operationId: 'listMemberCoupons',
          tag: 'coupon',
          summary: 'The member’s coupons: unused, used or expired',
          description: 'The member’s coupons of one status, soonest to expire first. Unused includes coupons whose validity has not started yet.',
          answer: couponMineAnswer,
          signIn: 'member',
        }),
        querystring: couponMineQuery,
      },
    },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listMemberCoupons(app.db, member.id, request.query.status, requestLang(request), app.clock()));
    },
  );
}
