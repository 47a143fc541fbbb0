import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { couponMineQuery } from './schemas';
import { listMemberCoupons } from './service';

export async function couponRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/coupon/mine',
    { schema: { tags: ['coupon'], summary: 'The member’s coupons: unused, used or expired', querystring: couponMineQuery } },
    async (request) => {
      const member = await request.requireMember();
      return ok(request, await listMemberCoupons(app.db, member.id, request.query.status, requestLang(request), app.clock()));
    },
  );
}
