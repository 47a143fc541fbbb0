import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findStaffByToken, type Staff } from '../modules/staff';
import { findMemberByToken, type Member } from '../modules/user';
import { unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for visitors and bad tokens; resolved once per request. */
    currentMember(): Promise<Member | null>;
    /** The signed-in member; answers 401 otherwise. */
    requireMember(): Promise<Member>;
    /** The signed-in back-office user (a token from admin/login); answers 401 otherwise. */
    requireStaff(): Promise<Staff>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}

const memberCache = new WeakMap<FastifyRequest, Promise<Member | null>>();
const staffCache = new WeakMap<FastifyRequest, Promise<Staff | null>>();

export const authPlugin = fp((app: FastifyInstance) => {
  app.decorateRequest('currentMember', function currentMember(this: FastifyRequest) {
    let pending = memberCache.get(this);
    if (!pending) {
      const token = bearerToken(this);
      pending = token ? findMemberByToken(app.db, token, app.clock()) : Promise.resolve(null);
      memberCache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireMember', async function requireMember(this: FastifyRequest) {
    const member = await this.currentMember();
    if (!member) throw unauthorized();
    return member;
  });
  app.decorateRequest('requireStaff', async function requireStaff(this: FastifyRequest) {
    let pending = staffCache.get(this);
    if (!pending) {
      const token = bearerToken(this);
      pending = token ? findStaffByToken(app.db, token, app.clock()) : Promise.resolve(null);
      staffCache.set(this, pending);
    }
    const staff = await pending;
    if (!staff) throw unauthorized();
    return staff;
  });
});
