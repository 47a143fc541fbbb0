import { ACTIVITY_TYPES, type ActivityType, type CheckoutBody, type OrderPreview } from '@shop/contract';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/in-transaction';
import type { Lang } from '../../http/i18n';
import type { SkuDetail } from '../sku';
import type { OrderRow } from './find-own-order';

export type ActivityCheckoutBody = CheckoutBody & { type: ActivityType };

/** An order/confirm or order/create body that buys from an activity rather than from the cart or "buy now". */
export const isActivityCheckout = (input: CheckoutBody): input is ActivityCheckoutBody => (ACTIVITY_TYPES as readonly string[]).includes(input.type);

/** What one activity order buys, as checkout needs it: one line at the activity's price, and the points it costs. */
export type ActivityOrderPlan = {
  activityId: number;
  activityType: ActivityType;
  line: SkuDetail & { quantity: number };
  pointsCost: number;
  /** Travels free whatever its amount (a points-mall exchange: the points are the price). */
  shipsFree: boolean;
  /** Its units, the activity's and the warehouse's, were claimed before the transaction (a flash sale's): order/create takes no stock. */
  unitsClaimed: boolean;
};

/**
 * What activities add to checkout and to an order's life. The order module calls them and never
 * imports the activity module: the activity module registers its implementation when the app is
 * built (activity/checkout/orders-plugin.ts), so that activities can import orders without a cycle.
 */
export interface ActivityOrders<Plan extends ActivityOrderPlan = ActivityOrderPlan> {
  /**
   * order/create, before its transaction: the activity type may refuse at once (a flash sale known
   * sold out) or claim the units first; then runs `place`, the order's transaction, telling it
   * whether the units are already claimed (and giving them back if it fails).
   */
  admit<T>(db: Db, input: ActivityCheckoutBody, place: (unitsClaimed: boolean) => Promise<T>): Promise<T>;
  /**
   * order/create's first look, before anything but the member's session is read: refuses what the
   * activity type knows from memory (a flash sale this node knows is sold out) without reading anything.
   */
  refuseAtOnce(db: Db, input: ActivityCheckoutBody): void;
  /**
   * Works out an activity order for order/confirm and order/create; reads only, refuses with the
   * field at fault. With `unitsClaimed` the stock is already the order's and is not checked again.
   */
  plan(db: Db, userId: number, input: ActivityCheckoutBody, now: Date, unitsClaimed?: boolean): Promise<Plan>;
  /** The member's points cover the plan (order/confirm); order/create takes them with a conditional update. */
  assertPointsCover(plan: Plan, points: number): void;
  /** The activity an order preview names, in the request's language. */
  describe(plan: Plan, lang: Lang): NonNullable<OrderPreview['activity']>;
  /** Inside order/create's transaction, once the order and its line exist. */
  placed(tx: Tx, plan: Plan, order: { id: number; orderNo: string }): Promise<void>;
  /** Inside the payment's transaction, once an activity order is paid. */
  paid(tx: Tx, order: OrderRow, now: Date): Promise<void>;
  /** Inside the cancellation's transaction (by the member or on expiry), before the warehouse stock is given back. */
  cancelled(tx: Tx, order: OrderRow, now: Date): Promise<void>;
  /** Inside an approved after-sales refund's transaction, once every unit of an activity order is refunded. */
  refundedInFull(tx: Tx, order: OrderRow, now: Date): Promise<void>;
}

let registered: ActivityOrders | null = null;

/** Registers the activities' part of checkout; registering again (another app in the same process) replaces it. */
export function registerActivityOrders<Plan extends ActivityOrderPlan>(activityOrders: ActivityOrders<Plan>): void {
  // Its own plan type is forgotten here, safely: a plan only ever goes back to the implementation that made it.
  registered = activityOrders;
}

/** The registered activities' part of checkout. Missing, it is a wiring fault of the app, not a shopper's. */
export function activityOrders(): ActivityOrders {
  if (!registered) throw new Error('No activity orders are registered: the activity module registers them when the app is built');
  return registered;
}
