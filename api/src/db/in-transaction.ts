import type { Db } from './client';

/**
 * An open transaction. It is a Db too, so whatever takes a Db also runs inside one; what must run
 * inside one (stock, coupon and payment moves, row locks) takes a Tx and cannot be handed a bare Db.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in one transaction (a savepoint when `db` is already one): all of it commits, or none of it. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
