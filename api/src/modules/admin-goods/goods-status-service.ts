import type { AdminGoodsStatusAnswer, AdminGoodsStatusBody } from '@shop/contract';
import { and, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { goods } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';

/**
 * admin/goods/status: puts goods on or takes them off the shelf, one audit row per product that
 * changed; goods already so are left alone. Any unknown id refuses the whole call.
 */
export async function setGoodsStatus(db: Db, staff: Staff, input: AdminGoodsStatusBody, request: FastifyRequest): Promise<AdminGoodsStatusAnswer> {
  const ids = [...new Set(input.ids)];
  return inTransaction(db, async (tx) => {
    const found = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
    if (found.length !== ids.length) throw notFound();
    const changed = await tx
      .update(goods)
      .set({ status: input.status })
      .where(and(inArray(goods.id, ids), ne(goods.status, input.status)))
      .returning({ id: goods.id });
    const before = input.status === 'on' ? 'off' : 'on';
    for (const { id } of changed) {
      await recordAudit(tx, staff, { action: 'goods.status', targetType: 'goods', targetId: id, before: { status: before }, after: { status: input.status } }, request);
    }
    return { changed: changed.length };
  });
}
