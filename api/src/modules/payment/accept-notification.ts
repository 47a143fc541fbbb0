import type { Db } from '../../db/client';
import type { OnlineMethod, PaymentProviders, VerifiedNotification } from '../payment-provider';
import { settleGatewayPayment } from './gateway-service';
import { refundLatePayment } from './late-payment-refund';

/**
 * What every provider's notify route does with a verified notification: settle it (once), and give
 * money that came late straight back through the same provider. A refund that fails now (the
 * provider down) is left to the reconciliation job; the notification is acknowledged either way, so
 * the provider stops sending it.
 */
export async function acceptNotification(
  db: Db,
  providers: PaymentProviders,
  method: OnlineMethod,
  verified: VerifiedNotification,
  now: Date,
  log: (error: unknown, paymentNo: string) => void,
) {
  const settled = await settleGatewayPayment(db, method, verified, now);
  if (settled.late && !settled.replayed) {
    try {
      await refundLatePayment(db, providers, { paymentNo: verified.paymentNo, method, amountCents: verified.amountCents }, now);
    } catch (error) {
      log(error, verified.paymentNo);
    }
  }
  return settled;
}
