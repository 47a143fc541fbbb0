import type { Db } from '../../../db/client';
import { claimActivityUnits, giveBackClaim, type UnitClaim } from '../../stock';
import type { ActivityHandler } from '../checkout/activity-handler';
import { flashAdmissionFor, forgetSoldOut } from './flash-admissions';
import { flashStateOf } from './second-service';

/**
 * Claims the units in a statement of their own, then places the order on them; an order refused
 * after the claim (a cap, the slot just closed) gives them back, and the stock NOTIFY tells every node.
 */
async function placeOnClaim<T>(db: Db, claim: UnitClaim, place: (unitsClaimed: boolean) => Promise<T>): Promise<T> {
  await claimActivityUnits(db, claim);
  try {
    return await place(true);
  } catch (error) {
    await giveBackClaim(db, claim);
    throw error;
  }
}

/**
 * What the flash sale adds to checkout: it sells only inside today's slot, within the activity's
 * window, and its door (flash-admission.ts) answers sold out from memory, lets in no more buyers at
 * once than there are units, and claims them before the order's transaction (ADR 0043). Caps and
 * the release of unpaid orders are the core's, as for every type.
 */
export const secondCheckout: ActivityHandler = {
  state: flashStateOf,
  admit: (db, input, place) => {
    const claim = { activityId: input.activity_id!, skuId: input.sku_id!, quantity: input.quantity! };
    return flashAdmissionFor(db).admit(claim.activityId, claim.skuId, claim.quantity, () => placeOnClaim(db, claim, place));
  },
  refuseAtOnce: (db, input) => flashAdmissionFor(db).refuseKnownSoldOut(input.activity_id!, input.sku_id!, input.quantity!),
  // The units go back in this transaction: this node stops answering sold out now, the others on the stock NOTIFY.
  cancelled: (_tx, order) => {
    if (order.activityId !== null) forgetSoldOut(order.activityId);
    return Promise.resolve();
  },
};
