import type { GoodsDeliveryAnswer, GoodsDeliveryQuery } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsSkus } from '../../db/schema';
import { refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { FREE_FREIGHT_FROM_CENTS, freightCents } from '../../lib/freight';
import { centsToYuan } from '../../lib/money';
import { findDistrict } from '../../lib/regions';
import { loadDeliverySettings } from '../common';
import { estimateArrival } from './delivery-estimate';
import { findOnShelfGoods } from './service';

/** The price and stock the buy box's quantity is counted against: the chosen SKU's, or the product's (its lowest price, every option's stock). */
async function priceAndStock(db: Db, goodsId: number, skuId: number | undefined) {
  const goods = await findOnShelfGoods(db, goodsId);
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, goodsId), eq(goodsSkus.status, 'on')));
  if (skuId === undefined) return { priceCents: goods.sellPriceCents, stock: skus.reduce((sum, sku) => sum + sku.stock, 0) };
  const sku = skus.find((row) => row.id === skuId);
  if (!sku) throw refused('delivery_sku_not_in_goods', 'sku_id');
  return { priceCents: sku.sellPriceCents, stock: sku.stock };
}

/**
 * goods/delivery: the buy box's delivery line for `num` of a product to a district (the shop's own
 * district when none is named): the shop's one freight rule over that many at that price, whether the
 * stock covers them, and the arrival estimate from the settings' ship-from district and cut-off.
 */
export async function describeDelivery(db: Db, query: GoodsDeliveryQuery, lang: Lang, now: Date): Promise<GoodsDeliveryAnswer> {
  const settings = await loadDeliverySettings(db, lang);
  const region = findDistrict(query.region_code ?? settings.shipFromCode);
  if (!region) throw refused('delivery_region_unknown', 'region_code');
  const { priceCents, stock } = await priceAndStock(db, query.id, query.sku_id);
  const arrival = estimateArrival(now, settings.dispatchCutoffHour, settings.shipFromCode, region.code);
  return {
    region,
    in_stock: stock >= query.num,
    freight: centsToYuan(freightCents('express', priceCents * query.num)),
    free_from: centsToYuan(FREE_FREIGHT_FROM_CENTS),
    cutoff: `${String(settings.dispatchCutoffHour).padStart(2, '0')}:00`,
    ships_today: arrival.shipsToday,
    transit_days: arrival.transitDays,
    arrive_by: arrival.arriveBy,
    promises: settings.promises,
  };
}
