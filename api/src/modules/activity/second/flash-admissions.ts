import type { Db } from '../../../db/client';
import { activityStockReader, FlashAdmission } from './flash-admission';

// Each API node's flash admissions, one per database it serves (a test may run several shops in one
// process, whose activity ids overlap). Every one of them is told when units come back.
const byDatabase = new WeakMap<Db, FlashAdmission>();
const all = new Set<WeakRef<FlashAdmission>>();

/** The flash admission of the node serving `db`: made on first use. */
export function flashAdmissionFor(db: Db): FlashAdmission {
  let admission = byDatabase.get(db);
  if (!admission) {
    admission = new FlashAdmission(activityStockReader(db));
    byDatabase.set(db, admission);
    all.add(new WeakRef(admission));
  }
  return admission;
}

/**
 * Units of an activity's SKU (of any of its SKUs without one) came back on this node: no admission in the process answers it sold out
 * from memory any more. Forgetting one that was right costs one read; the other nodes hear it
 * through the stock NOTIFY (flash-stock-plugin.ts).
 */
export function forgetSoldOut(activityId: number, skuId?: number): void {
  for (const ref of all) {
    const admission = ref.deref();
    if (admission) admission.forget(activityId, skuId);
    else all.delete(ref);
  }
}
