import { registerActivityOrders } from '../../order';
import { activityOrders } from './activity-checkout';

/** Hands the order module the activities' part of checkout when the app is built (order never imports activity). */
export default function activityOrdersPlugin(): void {
  registerActivityOrders(activityOrders);
}
