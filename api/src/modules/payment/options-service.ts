import type { PaymentInfo } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { cancelExpiredOrders, findOwnOrder } from '../order';
import type { PaymentProviders } from '../payment-provider';

/**
 * order/payment: what the cashier shows for one of the member's orders. An online method in test
 * mode says so (`test_mode`), and the cashier must show it: paying there moves no money. An order
 * whose payment window closed is cancelled first, so the cashier sees it so.
 */
export async function describePaymentOptions(
  db: Db,
  providers: PaymentProviders,
  { userId, orderId }: { userId: number; orderId: number },
  lang: Lang,
  now: Date,
): Promise<PaymentInfo> {
  await cancelExpiredOrders(db, now, userId);
  const order = await findOwnOrder(db, userId, orderId);
  const [member] = await db.select({ balanceCents: users.balanceCents }).from(users).where(eq(users.id, userId));
  const balanceCents = member?.balanceCents ?? 0;
  return {
    order_id: order.id,
    order_no: order.orderNo,
    payable: centsToYuan(order.payableCents),
    status: order.status,
    expires_at: order.expiresAt.toISOString(),
    balance: centsToYuan(balanceCents),
    methods: [
      { code: 'balance', name: pick(lang, { en: 'Wallet balance', zh: '余额支付' }), enabled: balanceCents >= order.payableCents, test_mode: false },
      ...[...providers.online.values()].map((provider) => ({ code: provider.code, name: pick(lang, provider.name), enabled: true, test_mode: provider.testMode })),
    ],
  };
}
