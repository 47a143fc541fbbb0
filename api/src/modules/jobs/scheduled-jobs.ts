import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../http/clock';
import { failEndedBargains, settleExpiredGroups } from '../activity';
import { cancelExpiredOrders, closeReviewWindows, foldOrderCounts, receiveOverdueOrders, type OrderWindows } from '../order';
import { reconcilePayments } from '../payment';
import type { PaymentProviders } from '../payment-provider';
import { followParcels, type TrackingProvider } from '../tracking';

/** What the scheduled jobs work with: the API's own database, payment providers, windows, clock and log. */
export type JobContext = {
  db: Db;
  paymentProviders: PaymentProviders;
  orderWindows: OrderWindows;
  clock: Clock;
  /** Where parcels' events come from (TRACKING_PROVIDER); none: the back office adds them by hand. */
  trackingProvider?: TrackingProvider | null;
  /** For the failures a job moves past (one payment its provider could not answer about). */
  log: Pick<FastifyBaseLogger, 'error'>;
};

export type ScheduledJob = {
  /** The job library's queue and schedule name. */
  name: string;
  /** Does the work as of `now` and answers how many rows it moved; a second run at once moves none. */
  run: (context: JobContext, now: Date) => Promise<number>;
  /** What the log says when a run moved something, and the key of its count there (as the timers before logged it). */
  done: string;
  counted: string;
};

/**
 * The background work of the shop, each run once a minute across every API node. Each job is
 * idempotent on its own (conditional UPDATEs, rows another run holds skipped), so a job run twice
 * after a crash changes nothing twice.
 */
export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  { name: 'cancel-expired-orders', run: (c, now) => cancelExpiredOrders(c.db, now), done: 'expired unpaid orders cancelled', counted: 'cancelled' },
  { name: 'settle-expired-groups', run: (c, now) => settleExpiredGroups(c.db, c.paymentProviders, now), done: 'expired groups settled', counted: 'settled' },
  { name: 'fail-ended-bargains', run: (c, now) => failEndedBargains(c.db, now), done: 'bargains of ended activities closed', counted: 'failed' },
  { name: 'receive-overdue-orders', run: (c, now) => receiveOverdueOrders(c.db, c.orderWindows, now), done: 'unconfirmed orders received automatically', counted: 'received' },
  {
    name: 'reconcile-payments',
    run: (c, now) => reconcilePayments(c.db, c.paymentProviders, now, (error, paymentNo) => c.log.error({ err: error, payment_no: paymentNo }, 'payment not reconciled')),
    done: 'online payments reconciled with their providers',
    counted: 'payments',
  },
  {
    name: 'follow-parcels',
    run: (c, now) => followParcels(c.db, c.trackingProvider ?? null, now, (error, orderId) => c.log.error({ err: error, order_id: orderId }, 'parcel not followed')),
    done: 'tracking events added from the tracking provider',
    counted: 'events',
  },
  { name: 'fold-order-counts', run: (c) => foldOrderCounts(c.db), done: "orders' changes of status folded into the day counts", counted: 'changes' },
  { name: 'close-review-windows', run: (c, now) => closeReviewWindows(c.db, c.orderWindows, now), done: 'unreviewed orders completed at the end of their review window', counted: 'completed' },
];
