import { RESULT_CODE, type CartCountAnswer } from '@shop/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { cartItems, goods, goodsSkus } from '../../db/schema';
import { AppError, notFound, refused } from '../../http/errors';
import { rememberSku } from './row-changes';

export async function countCartRows(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.total ?? 0;
}

export const outOfStock = (stock: number, inCart: number) =>
  new AppError(400, RESULT_CODE.refused, 'out_of_stock', { params: { stock }, data: { field: 'quantity', stock, in_cart: inCart } });

/**
 * Puts a SKU in the member's cart, merging with the row already there; the merged quantity may
 * not exceed the SKU's stock. Answers the member's new row count (what cart/count answers).
 */
export async function addToCart(db: Db, userId: number, skuId: number, quantity: number): Promise<CartCountAnswer> {
  return inTransaction(db, async (tx) => {
    const [sku] = await tx
      .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, stock: goodsSkus.stock, priceCents: goodsSkus.sellPriceCents })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      // A SKU taken off shelf (its option removed while orders still name it) is not for sale, as an off-shelf product is not.
      .where(and(eq(goodsSkus.id, skuId), eq(goodsSkus.status, 'on'), eq(goods.status, 'on')))
      .for('update', { of: goodsSkus })
      .limit(1);
    if (!sku) throw notFound();
    if (sku.stock === 0) throw refused('sold_out', 'quantity');
    const [row] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.skuId, skuId)));
    const inCart = row?.quantity ?? 0;
    if (inCart + quantity > sku.stock) throw outOfStock(sku.stock, inCart);
    // The row remembers the price and stock it was added at, what the cart compares with later.
    const remembered = rememberSku(sku);
    await tx
      .insert(cartItems)
      .values({ userId, goodsId: sku.goodsId, skuId, quantity, ...remembered })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.skuId], set: { quantity: sql`${cartItems.quantity} + ${quantity}`, selected: true, ...remembered } });
    return { count: await countCartRows(tx, userId) };
  });
}
