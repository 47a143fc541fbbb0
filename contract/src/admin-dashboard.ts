import { z } from 'zod';
import { countValue, recordId, yuan } from './answer-fields';

/** A SKU is low on stock at this many units or fewer. */
export const LOW_STOCK_THRESHOLD = 10;
/** How many low-stock SKUs the dashboard names, the lowest stock first. */
export const LOW_STOCK_TOP = 5;
/** The days of the dashboard's series, today included. */
export const DASHBOARD_SERIES_DAYS = 30;

/** A date of the shop's calendar (China time), e.g. "2025-06-01". */
const shopDate = z.iso.date();

/** A count for the shop's today, beside the same count for yesterday. */
export const dayCounts = z.object({ today: countValue, yesterday: countValue });
export type DayCounts = z.infer<typeof dayCounts>;

/** An amount in yuan for the shop's today, beside yesterday's. */
export const dayAmounts = z.object({ today: yuan, yesterday: yuan });
export type DayAmounts = z.infer<typeof dayAmounts>;

/**
 * Paid orders waiting to leave: express orders not shipped, pickup orders not yet ready at their
 * store. `today` is the count now, `yesterday` the count when yesterday ended; `express` and
 * `pickup` split the count now.
 */
export const pendingShipments = dayCounts.extend({ express: countValue, pickup: countValue });
export type PendingShipments = z.infer<typeof pendingShipments>;

export const lowStockSku = z.object({
  goods_id: recordId,
  sku_id: recordId,
  goods_name: z.string(),
  /** The SKU's specification ("Colour: Black, Size: M"), empty for goods without specs. */
  sku_text: z.string(),
  image: z.string(),
  stock: countValue,
  on_shelf: z.boolean(),
});
export type LowStockSku = z.infer<typeof lowStockSku>;

export const lowStock = z.object({
  threshold: countValue,
  /** Every SKU at or under the threshold, on the shelf or off. */
  count: countValue,
  /** The first few of them, the lowest stock first. */
  top: z.array(lowStockSku),
});
export type LowStock = z.infer<typeof lowStock>;

/** One day of the series: orders placed and sales (paid minus refunded) that day. */
export const dashboardDay = z.object({ date: shopDate, orders: countValue, sales: yuan });
export type DashboardDay = z.infer<typeof dashboardDay>;

/**
 * admin/dashboard/index: the shop's figures today beside yesterday's, and the last 30 days (oldest
 * first, today last, days without orders at zero). Days are the shop's (China time).
 */
export const dashboardAnswer = z.object({
  /** The shop's date now. */
  today: shopDate,
  /** Orders placed (whatever became of them). */
  orders: dayCounts,
  /** Orders paid. */
  paid_orders: dayCounts,
  /** Money taken for orders paid that day. */
  paid_amount: dayAmounts,
  /** Money paid back by refunds approved that day. */
  refunded_amount: dayAmounts,
  /** paid_amount minus refunded_amount: may be negative on a day of more refunds than sales. */
  sales: dayAmounts,
  pending_shipments: pendingShipments,
  /** Refund requests waiting for the shop: open now (`today`) and when yesterday ended. */
  open_refunds: dayCounts,
  /** Members who signed up. */
  new_members: dayCounts,
  low_stock: lowStock,
  series: z.array(dashboardDay),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;
