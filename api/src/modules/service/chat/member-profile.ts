import type { ServiceMemberProfile } from '@shop/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { centsToYuan } from '../../../lib/money';
import { describeMember } from '../../user';
import { describeOrderCard, orderCardLines } from './chat-cards';

/** Latest orders shown beside the chat. */
const RECENT_ORDERS = 5;

/** Who the agent is talking to: the member's profile (phone masked), what they bought and spent, their latest orders. */
export async function memberProfile(db: Db, memberId: number, lang: Lang): Promise<ServiceMemberProfile> {
  const [member] = await db.select().from(users).where(eq(users.id, memberId));
  if (!member) throw notFound();
  const [[totals], recent] = await Promise.all([
    db
      .select({ orderCount: count(), spentCents: sql<number>`coalesce(sum(${orders.paidCents} - ${orders.refundedCents}), 0)::int` })
      .from(orders)
      .where(eq(orders.userId, memberId)),
    db.select().from(orders).where(eq(orders.userId, memberId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(RECENT_ORDERS),
  ]);
  const lines = recent.length === 0 ? [] : await orderCardLines(db, recent.map((order) => order.id));
  return {
    id: member.id,
    name: member.nickname,
    avatar: member.avatar,
    mobile: describeMember(member).mobile,
    joined_at: member.createdAt.toISOString(),
    order_count: totals?.orderCount ?? 0,
    spent: centsToYuan(totals?.spentCents ?? 0),
    recent_orders: recent.map((order) => {
      const { type: _card, ...summary } = describeOrderCard(order, lines.filter((line) => line.orderId === order.id), lang);
      return summary;
    }),
  };
}
