import type { FastifyRequest } from 'fastify';
import type { Member } from '../modules/user/session-service';
import { forbidden } from './errors';

/** The signed-in administrator: 401 for visitors, 403 for members without the admin role. */
export async function requireAdmin(request: FastifyRequest): Promise<Member> {
  const member = await request.requireMember();
  if (member.role !== 'admin') throw forbidden();
  return member;
}
