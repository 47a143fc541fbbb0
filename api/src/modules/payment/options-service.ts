import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { findOwnOrder } from '../order/query-service';

/** order/payment: what the cashier shows for one of the member's orders. */
export async function describePaymentOptions(db: Db, userId: number, orderId: number, lang: Lang) {
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
      { code: 'balance', name: pick(lang, { en: 'Account balance', zh: '余额支付' }), enabled: balanceCents >= order.payableCents },
      { code: 'sandbox', name: pick(lang, { en: 'Online payment (sandbox)', zh: '在线支付（沙箱）' }), enabled: true },
    ],
  };
}
