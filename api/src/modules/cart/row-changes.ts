import type { CartRow } from '@shop/contract';
import { centsToYuan } from '../../lib/money';

/** At most this many left, and fewer than when the row was added, and the row says "Only N left". */
export const LOW_STOCK_LEFT = 10;

type Remembered = { quantity: number; addedPriceCents: number | null; addedStock: number | null };
type Now = { priceCents: number; stock: number };

/** How the unit price moved since the row was added or last changed; null when it did not (or is not known). */
export function priceChange(row: Remembered, sku: Now): CartRow['price_change'] {
  if (row.addedPriceCents === null || row.addedPriceCents === sku.priceCents) return null;
  const dropped = sku.priceCents < row.addedPriceCents;
  return { direction: dropped ? 'dropped' : 'rose', amount: centsToYuan(Math.abs(sku.priceCents - row.addedPriceCents)) };
}

/**
 * What the row says about its stock: sold out; only a few left when fewer than the row wants, or
 * when the stock fell to LOW_STOCK_LEFT or below since the row was added; else nothing.
 */
export function stockNotice(row: Remembered, sku: Now): CartRow['stock_notice'] {
  if (sku.stock === 0) return 'sold_out';
  if (sku.stock < row.quantity) return 'low';
  const fell = row.addedStock !== null && sku.stock < row.addedStock;
  return fell && sku.stock <= LOW_STOCK_LEFT ? 'low' : null;
}

/** What a row remembers of its SKU when it is added, changed, or its changes are accepted. */
export const rememberSku = (sku: Now) => ({ addedPriceCents: sku.priceCents, addedStock: sku.stock });
