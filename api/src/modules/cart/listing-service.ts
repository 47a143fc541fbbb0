import type { CartAnswer, CartInvalidReason } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { cartItems } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { addFavorites } from '../favorite';
import { loadSkuDetails } from '../sku';
import { describeHints } from './hints-service';
import { priceChange, rememberSku, stockNotice } from './row-changes';
import { outOfStock } from './service';

/**
 * The member's cart rows with what each SKU is now (price, stock, whether it can still be bought)
 * and what changed since each was added, the totals of the selected valid rows and the hints for them.
 */
export async function describeCart(db: Db, userId: number, lang: Lang, now: Date): Promise<CartAnswer> {
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
  const hints = await describeHints(
    db,
    userId,
    counted.map(({ row, sku }) => ({ goodsId: row.goodsId, priceCents: sku.priceCents, quantity: row.quantity })),
    lang,
    now,
  );
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
      added_price: row.addedPriceCents === null ? null : centsToYuan(row.addedPriceCents),
      price_change: priceChange(row, sku),
      stock_notice: stockNotice(row, sku),
    })),
    total: {
      count: entries.length,
      selected_count: counted.reduce((sum, { row }) => sum + row.quantity, 0),
      goods_amount: centsToYuan(counted.reduce((sum, { row, sku }) => sum + sku.priceCents * row.quantity, 0)),
    },
    hints,
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

/** Sets a row's quantity, from 1 up to the SKU's stock; the row remembers the SKU's price and stock as they are now. */
export async function changeCartQuantity(db: Db, userId: number, id: number, quantity: number): Promise<void> {
  const [row] = await requireOwnRows(db, userId, [id]);
  const sku = (await loadSkuDetails(db, [row!.skuId])).get(row!.skuId)!;
  if (!sku.onShelf) throw refused('goods_unavailable', 'id');
  if (quantity > sku.stock) throw outOfStock(sku.stock, row!.quantity);
  await db
    .update(cartItems)
    .set({ quantity, ...rememberSku(sku) })
    .where(eq(cartItems.id, id));
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

/**
 * Moves the rows' goods to the member's favourites and takes the rows out of the cart, in one
 * transaction. Goods already among the favourites stay there; goods off the shelf cannot be saved.
 */
export async function moveCartRowsToFavorites(db: Db, userId: number, ids: number[], now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const rows = await requireOwnRows(tx, userId, ids);
    const skus = await loadSkuDetails(
      tx,
      rows.map((row) => row.skuId),
    );
    if (rows.some((row) => !skus.get(row.skuId)?.onShelf)) throw refused('goods_unavailable', 'ids');
    await addFavorites(
      tx,
      userId,
      rows.map((row) => row.goodsId),
      now,
    );
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  });
}

/** The shopper has seen what changed on these rows: each remembers its SKU's price and stock as they are now. */
export async function refreshCartRows(db: Db, userId: number, ids: number[]): Promise<void> {
  const rows = await requireOwnRows(db, userId, ids);
  const skus = await loadSkuDetails(
    db,
    rows.map((row) => row.skuId),
  );
  await inTransaction(db, async (tx) => {
    for (const row of rows) {
      const sku = skus.get(row.skuId)!;
      await tx.update(cartItems).set(rememberSku(sku)).where(eq(cartItems.id, row.id));
    }
  });
}
