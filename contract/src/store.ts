import { z } from 'zod';
import { listOf, recordId } from './answer-fields';
import { noInput } from './field-rules';

export const storeIndexQuery = noInput;

/** A store where orders can be picked up, in the request's language. */
export const pickupStore = z.object({
  id: recordId,
  name: z.string(),
  business_hours: z.string(),
  phone: z.string(),
  address: z.string(),
});
export type PickupStore = z.infer<typeof pickupStore>;

/** store/index: every pickup store, in the shop's order. */
export const storeListAnswer = listOf(pickupStore);
export type StoreListAnswer = z.infer<typeof storeListAnswer>;
