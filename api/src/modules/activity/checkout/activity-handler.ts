import type { ActivityState, ActivityType, CheckoutBody } from '@shop/contract';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/in-transaction';
import type { OrderRow } from '../../order';
import type { ActivityRow, ActivitySkuRow } from '../activity-service';

/** One activity order as order/confirm and order/create see it: always one SKU of one activity. */
export type ActivityContext = {
  userId: number;
  input: CheckoutBody & { type: ActivityType };
  activity: ActivityRow;
  activitySku: ActivitySkuRow;
  quantity: number;
  now: Date;
  /** The units were claimed before order/create's transaction (a flash sale's door): it takes no stock. */
  unitsClaimed: boolean;
};

/**
 * What one activity type adds to checkout and to an order's life. The checkout core does what every
 * type shares (window, caps, activity stock, points); a type's handler adds its own rules.
 */
export interface ActivityHandler {
  /**
   * order/create's door, before its transaction opens: may refuse at once or claim the units first,
   * then runs `place` (the transaction), saying whether the units are claimed, and gives them back
   * if it fails. By default every order goes straight in, its stock taken in the transaction.
   */
  admit?<T>(db: Db, input: ActivityContext['input'], place: (unitsClaimed: boolean) => Promise<T>): Promise<T>;
  /**
   * order/create's first look, before anything but the member's session is read: refuses what this
   * node already knows from memory (a flash sale sold out), reading nothing. By default nothing is
   * refused here.
   */
  refuseAtOnce?(db: Db, input: ActivityContext['input']): void;
  /** The state shoppers see; by default the activity's window (windowState). */
  state?(db: Db, activity: ActivityRow, now: Date): Promise<ActivityState>;
  /**
   * The unit price in cents (by default the activity SKU's price), after checking the type's own
   * input. Runs for order/confirm and again inside order/create's transaction (`db` is then the
   * transaction); refuses with the field at fault.
   */
  price?(db: Db, context: ActivityContext): Promise<number>;
  /** Inside order/create's transaction, once the order exists. */
  placed?(tx: Tx, context: ActivityContext, orderId: number): Promise<void>;
  /** Inside the payment's transaction, once the order is paid. */
  paid?(tx: Tx, order: OrderRow, now: Date): Promise<void>;
  /** Inside the cancellation's transaction (by the member or on expiry), once the order is cancelled. */
  cancelled?(tx: Tx, order: OrderRow, now: Date): Promise<void>;
  /** Inside an approved after-sales refund's transaction, once every unit of the order is refunded. */
  refundedInFull?(tx: Tx, order: OrderRow, now: Date): Promise<void>;
}
