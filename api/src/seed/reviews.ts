import { ORDER_STATUS } from '@shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, goodsComments, orderItems, orders, users } from '../db/schema';
import type { SeedOptions } from './seed';

const DEMO_REVIEW = '质量很好，和描述一致，包装也很仔细。物流很快，第二天就到了，会回购。';

/**
 * The reviews behind the demo member's completed orders: an order completes when its last line is
 * reviewed, so each line of a seeded completed order gets the demo member's review (five stars, the
 * goods' own photo), written a minute after receipt like the points the completion granted (the
 * wallet seed logs those). Received orders waiting for review (order 4) are left to review. Lines
 * already reviewed are skipped, so running it again adds nothing.
 */
export async function seedReviews(db: Db, seededAt: Date, options: SeedOptions): Promise<void> {
  if (!options.demoAccounts) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return;
  const lines = await db
    .select({ line: orderItems, receivedAt: orders.receivedAt, photo: goods.image })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(and(eq(orders.userId, demo.id), eq(orders.status, ORDER_STATUS.completed)))
    .orderBy(asc(orderItems.id));
  if (lines.length === 0) return;
  const reviewed = new Set(
    (
      await db
        .select({ orderItemId: goodsComments.orderItemId })
        .from(goodsComments)
        .where(inArray(goodsComments.orderItemId, lines.map(({ line }) => line.id)))
    ).map((row) => row.orderItemId),
  );
  const missing = lines.filter(({ line }) => !reviewed.has(line.id));
  if (missing.length === 0) return;
  await db.insert(goodsComments).values(
    missing.map(({ line, receivedAt, photo }) => ({
      goodsId: line.goodsId,
      userId: demo.id,
      skuId: line.skuId,
      skuText: line.skuTextZh,
      rating: 5,
      content: DEMO_REVIEW,
      images: [photo],
      orderItemId: line.id,
      createdAt: new Date((receivedAt ?? seededAt).getTime() + 60_000),
    })),
  );
}
