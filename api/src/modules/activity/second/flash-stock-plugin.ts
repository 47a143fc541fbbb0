import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../../../db/client';
import { flashAdmissionFor } from './flash-admissions';

/** The channel the activity_skus trigger notifies when an activity's units go up (api/drizzle: activity_stock_notify). */
export const ACTIVITY_STOCK_CHANNEL = 'activity_stock';

/**
 * Every node hears, once committed, that units of an activity's SKU came back (a cancelled or expired
 * order, a failed group, an operator's restock) from any node, timer or script: its flash admission
 * stops answering that SKU sold out from memory.
 */
export default async function flashStockPlugin(app: FastifyInstance, options: { listen: DatabaseConnection['listen'] }): Promise<void> {
  const admission = flashAdmissionFor(app.db);
  const stopListening = await options.listen(ACTIVITY_STOCK_CHANNEL, (payload) => {
    const [activityId, skuId] = payload.split(':').map(Number);
    if (Number.isInteger(activityId) && Number.isInteger(skuId)) admission.forget(activityId!, skuId);
    else app.log.error({ payload }, 'unreadable activity stock notification');
  });
  app.addHook('onClose', () => stopListening());
}
