import type { ChatServerFrame } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { staffUsers } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { findMemberConversation } from './conversation-service';
import { anyAgentOnline } from './presence-service';
import { AGENT_AVATAR } from './chat-agents';
import { memberUnreadCount } from './read-service';

export type LoginData = Extract<ChatServerFrame, { type: 'login' }>['data'];
export type AgentLoginData = Extract<ChatServerFrame, { type: 'agent_login' }>['data'];

/** What a member's socket (and service/status) learns on signing in: their conversation, its agent, whether anyone is online, unread count. */
export async function memberSession(db: Db, memberId: number, now: Date): Promise<LoginData> {
  const conversation = await findMemberConversation(db, memberId);
  const [online, unread, agent] = await Promise.all([
    anyAgentOnline(db, now),
    memberUnreadCount(db, memberId),
    conversation?.staffId ? db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, conversation.staffId)) : [],
  ]);
  return { user_id: memberId, conversation_id: conversation?.id ?? null, online, agent: agent[0] ? { ...agent[0], avatar: AGENT_AVATAR } : null, unread };
}

/** What an agent's socket learns on signing in: their back-office user and name. */
export async function agentSession(db: Db, agentId: number): Promise<AgentLoginData> {
  const [agent] = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, agentId));
  if (!agent) throw notFound();
  return { user_id: agent.id, name: agent.name };
}
