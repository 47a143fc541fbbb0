import { ORDER_STATUS } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatAutoReplies, chatConversations, chatMessages, chatPhrases, orderItems, orders, staffUsers, users } from '../db/schema';
import { goodsCard, orderCard } from '../modules/service';
import type { SeedOptions } from './seed';

/** What agents send most, shared by all of them: six in Chinese, then the same six in English. */
const sharedPhrases = [
  '您好，很高兴为您服务，请问有什么可以帮您？',
  '请稍等，我帮您查询一下。',
  '请提供一下您的订单号，方便为您查询。',
  '您的订单已发货，可以在“我的订单”中查看物流信息。',
  '退款将在审核通过后原路退回，一般1-3个工作日到账。',
  '感谢您的耐心等待，还有其他可以帮您的吗？',
  'Hello, happy to help. What can I do for you?',
  'One moment please, let me check that for you.',
  'Could you give me your order number so I can look it up?',
  'Your order has shipped: you can follow it under My orders.',
  'Refunds go back to the original payment method once approved, usually within 1-3 working days.',
  'Thank you for waiting. Is there anything else I can help with?',
];

/** Answers the shop sends while no agent is online, when the member's text names one of these. */
const autoReplies = [
  {
    keywordZh: '发货',
    keywordEn: 'ship',
    replyZh: '订单付款后48小时内发货，发货后可在“我的订单”查看物流。客服上线后会尽快回复您。',
    replyEn: 'Orders ship within 48 hours of payment; once shipped you can follow them under My orders. An agent will reply here as soon as one is back.',
  },
  {
    keywordZh: '退款',
    keywordEn: 'refund',
    replyZh: '您可以在订单详情中申请退款，审核通过后原路退回。客服上线后会尽快回复您。',
    replyEn: 'You can ask for a refund from the order’s page; once approved it goes back to the original payment method. An agent will reply here as soon as one is back.',
  },
  {
    keywordZh: '发票',
    keywordEn: 'invoice',
    replyZh: '下单时可选择开具发票，也可在会员中心“发票管理”中查看。客服上线后会尽快回复您。',
    replyEn: 'You can ask for an invoice at checkout and find it under Invoices in the member centre. An agent will reply here as soon as one is back.',
  },
  {
    keywordZh: '自提',
    keywordEn: 'pick',
    replyZh: '选择门店自提后，凭订单中的取货码到门店取货即可。客服上线后会尽快回复您。',
    replyEn: 'With store pickup, show the pickup code of your order at the store. An agent will reply here as soon as one is back.',
  },
];

const MINUTE_MS = 60_000;

/** The first demo agent (a back-office user, seeded with the demo staff), who has the demo member's conversation. */
async function firstDemoAgent(db: Db): Promise<number | null> {
  const [agent] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, 'agent1'));
  return agent?.id ?? null;
}

/**
 * The demo member's conversation with the first agent: a question about a product and a shipped
 * order, and the agent's last answer still unread, so a fresh shop shows the unread badge.
 */
async function seedDemoConversation(db: Db, agentId: number, now: Date): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return;
  const [shipped] = await db
    .select({ id: orders.id, goodsId: orderItems.goodsId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, demo.id), eq(orders.status, ORDER_STATUS.unreceived)))
    .orderBy(asc(orderItems.id))
    .limit(1);
  if (!shipped) return;
  const [conversation] = await db.insert(chatConversations).values({ memberId: demo.id, staffId: agentId, createdAt: new Date(now.getTime() - 30 * MINUTE_MS) }).returning();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
  const base = { conversationId: conversation!.id };
  const fromMember = { ...base, sender: 'member' as const, senderId: demo.id };
  const fromAgent = { ...base, sender: 'agent' as const, staffId: agentId };
  const rows = await db
    .insert(chatMessages)
    .values([
      { ...fromMember, kind: 'text', body: '你好，想问一下这款商品 / Hi, a question about this product', createdAt: at(30) },
      { ...fromMember, kind: 'goods', card: await goodsCard(db, shipped.goodsId, 'zh-cn'), createdAt: at(30) },
      { ...fromAgent, kind: 'text', body: '您好，我是小美，很高兴为您服务 / Hello, I am Mia, happy to help', createdAt: at(28) },
      { ...fromMember, kind: 'order', card: await orderCard(db, demo.id, shipped.id, 'zh-cn'), createdAt: at(26) },
      { ...fromMember, kind: 'text', body: '这个订单什么时候能到？/ When will this order arrive?', createdAt: at(26) },
      { ...fromAgent, kind: 'text', body: '您的订单已经发出，预计1-2天送达 😊 / Your order is on its way and should arrive in 1-2 days 😊', createdAt: at(20) },
    ])
    .returning({ id: chatMessages.id });
  const lastId = rows[rows.length - 1]!.id;
  const memberSeen = rows[rows.length - 2]!.id;
  await db
    .update(chatConversations)
    .set({ lastMessageId: lastId, lastMessageAt: at(20), memberReadId: memberSeen, agentReadId: memberSeen })
    .where(eq(chatConversations.id, conversation!.id));
}

/** Customer service: quick phrases and automatic replies; with demo accounts, a conversation with the first demo agent. */
export async function seedServiceDesk(tx: Db, now: Date, options: SeedOptions): Promise<void> {
  await tx.insert(chatPhrases).values(sharedPhrases.map((text, index) => ({ text, sort: index })));
  await tx.insert(chatAutoReplies).values(autoReplies.map((reply, index) => ({ ...reply, sort: index })));
  if (!options.demoAccounts) return;
  const agentId = await firstDemoAgent(tx);
  if (agentId !== null) await seedDemoConversation(tx, agentId, now);
}
