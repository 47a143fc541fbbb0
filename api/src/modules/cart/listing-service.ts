import type { CartAnswer, CartInvalidReason } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { loadSkuDetails } from '../sku';
import { outOfStock } from './service';

/** The member's cart rows with what each SKU is now: price, stock and whether it can still be bought. */
export async function describeCart(db: Db, userId: number, lang: Lang): Promise<CartAnswer> {
  const rows = await db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const skus = await loadSkuDetails(
    db,
    rows.map((row) => row.skuId),
  );
  const entries = rows.map((row) => {
    const sku = skus.get(row.skuId)!;
    const invalidReason: CartInvalidReason | null = !sku.onShelf ? 'off_shelf' : sku.stock === 0 ? 'sold_out' : null;
    return { row, sku, invalidReason };
  });
  const counted = entries.filter(({ row, invalidReason }) => row.selected && invalidReason === null);
  return {
    list: entries.map(({ row, sku, invalidReason }) => ({
      id: row.id,
      goods_id: row.goodsId,
      sku_id: row.skuId,
      name: pick(lang, sku.name),
      image: sku.image,
      sku_text: pick(lang, sku.skuText),
      sell_price: centsToYuan(sku.priceCents),
      quantity: row.quantity,
      stock: sku.stock,
      selected: row.selected,
      invalid: invalidReason !== null,
      invalid_reason: invalidReason,
    })),
    total: {
      count: entries.length,
      selected_count: counted.reduce((sum, { row }) => sum + row.quantity, 0),
      goods_amount: centsToYuan(counted.reduce((sum, { row, sku }) => sum + sku.priceCents * row.quantity, 0)),
    },
  };
}

/** The member's rows among `ids`; one id that is not theirs answers 404 like an unknown one. */
async function requireOwnRows(db: Db, userId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, unique)));
  if (rows.length !== unique.length) throw notFound();
  return rows;
}

/** Sets a row's quantity, from 1 up to the SKU's stock. */
export async function changeCartQuantity(db: Db, userId: number, id: number, quantity: number): Promise<void> {
  const [row] = await requireOwnRows(db, userId, [id]);
  const sku = (await loadSkuDetails(db, [row!.skuId])).get(row!.skuId)!;
  if (!sku.onShelf) throw refused('goods_unavailable', 'id');
  if (quantity > sku.stock) throw outOfStock(sku.stock, row!.quantity);
  await db.update(cartItems).set({ quantity }).where(eq(cartItems.id, id));
}

export async function selectCartRows(db: Db, userId: number, ids: number[] | 'all', selected: boolean): Promise<void> {
  if (ids !== 'all') await requireOwnRows(db, userId, ids);
  await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.userId, userId), ids === 'all' ? sql`true` : inArray(cartItems.id, ids)));
}

export async function deleteCartRows(db: Db, userId: number, ids: number[]): Promise<void> {
  await requireOwnRows(db, userId, ids);
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
}
