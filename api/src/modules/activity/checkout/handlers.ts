import type { ActivityType } from '@shop/contract';
import { bargainCheckout } from '../bargain/bargain-checkout';
import { groupCheckout } from '../group/group-checkout';
import { limitCheckout } from '../limit/limit-checkout';
import { pointCheckout } from '../point/point-checkout';
import { secondCheckout } from '../second/second-checkout';
import type { ActivityHandler } from './activity-handler';

/**
 * Each activity type's own checkout rules. Looked up when called, not when this module loads:
 * the handlers use the order services that call back into the checkout core, and a lookup at load
 * time would meet a handler whose module is still loading.
 */
export function activityHandler(type: ActivityType): ActivityHandler {
  const handlers: Record<ActivityType, ActivityHandler> = {
    group: groupCheckout,
    second: secondCheckout,
    bargain: bargainCheckout,
    point: pointCheckout,
    limit: limitCheckout,
  };
  return handlers[type];
}
