import { z } from 'zod';
import { yuan } from './answer-fields';
import { REGION_CODE_PATTERN } from './address';
import { idField } from './field-rules';

/** The most one buy box asks freight and an arrival estimate for (the quantity stepper's own cap is the stock). */
export const DELIVERY_NUM_MAX = 9999;

/**
 * goods/delivery: delivery of `num` of a product (its SKU `sku_id` when it has options) to a mainland
 * district (`region_code`, GB/T 2260); without a region, to the district the shop ships from.
 */
export const goodsDeliveryQuery = z.object({
  id: idField,
  region_code: z.string().trim().regex(REGION_CODE_PATTERN).optional(),
  sku_id: idField.optional(),
  num: z.coerce.number().int().min(1).max(DELIVERY_NUM_MAX).default(1),
});
export type GoodsDeliveryQuery = z.infer<typeof goodsDeliveryQuery>;

/** A mainland district with its province and city, names as the region data writes them (Chinese). */
export const deliveryRegion = z.object({ code: z.string(), province: z.string(), city: z.string(), district: z.string() });
export type DeliveryRegion = z.infer<typeof deliveryRegion>;

/**
 * What the buy box says about delivery: the freight for that many at that price (`freight` "0.00"
 * when free; free from `free_from`), whether the stock covers them, and when they arrive: ordered
 * before `cutoff` (China time, "16:00") they ship today (`ships_today`), and arrive by `arrive_by`
 * (a China date, "2026-12-02") after `transit_days`. `promises` are the shop's service promises in the
 * reader's language.
 */
export const goodsDeliveryAnswer = z.object({
  region: deliveryRegion,
  in_stock: z.boolean(),
  freight: yuan,
  free_from: yuan,
  cutoff: z.string().regex(/^\d{2}:00$/),
  ships_today: z.boolean(),
  transit_days: z.number().int().min(1),
  arrive_by: z.iso.date(),
  promises: z.array(z.string()),
});
export type GoodsDeliveryAnswer = z.infer<typeof goodsDeliveryAnswer>;
