import type { FastifyRequest } from 'fastify';
import type { Member } from '../modules/user';
import { forbidden } from './errors';

/** Whether an account answers members in the chat: an agent, or an administrator answering. */
export const answersChat = (member: Pick<Member, 'role'>) => member.role === 'agent' || member.role === 'admin';

/** The signed-in customer-service agent (role agent, or an administrator answering): 401 for visitors, 403 for other members. */
export async function requireAgent(request: FastifyRequest): Promise<Member> {
  const member = await request.requireMember();
  if (!answersChat(member)) throw forbidden();
  return member;
}
