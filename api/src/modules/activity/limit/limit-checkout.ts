import type { ActivityHandler } from '../checkout/activity-handler';

/**
 * A purchase-limit offer adds no step of its own: its caps are the ones every activity has, which
 * the checkout core counts over the member's paid and unpaid orders under the member's row lock.
 */
export const limitCheckout: ActivityHandler = {};
