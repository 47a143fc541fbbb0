import type { ActivityHandler } from '../checkout/activity-handler';
import { flashStateOf } from './second-service';

/**
 * What the flash sale adds to checkout: it sells only inside today's slot, within the activity's
 * window. Caps, activity stock and the release of unpaid orders are the core's, as for every type.
 */
export const secondCheckout: ActivityHandler = {
  state: flashStateOf,
};
