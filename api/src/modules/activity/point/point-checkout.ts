import type { ActivityHandler } from '../checkout/activity-handler';

/**
 * The points mall adds no step of its own: the checkout core checks the points at order/confirm,
 * takes them with their log row in order/create's transaction, gives them back on cancel, and ships
 * points orders free; the activity SKU's price is the cash part per unit.
 */
export const pointCheckout: ActivityHandler = {};
