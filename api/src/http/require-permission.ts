import { grants, type Permission } from '@shop/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Staff } from '../modules/staff/staff-session-service';
import { forbidden } from './errors';

/** Where operation() records the permission a back-office call needs (also an OpenAPI extension). */
export const PERMISSION_KEY = 'x-permission';

/**
 * The signed-in back-office user whose role holds the permission: 401 without a back-office token
 * (a member's token is none), 403 when the role lacks it.
 */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<Staff> {
  const staff = await request.requireStaff();
  if (!grants(staff.role.permissions, permission)) throw forbidden();
  return staff;
}

/**
 * Every route whose operation() names a permission checks it before anything else (before its
 * input is even read), so no back-office call can forget it and a refused caller learns nothing
 * about the input it would take. Handlers then read `await request.requireStaff()` (cached).
 */
export const permissionGuard = fp((app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const permission = (route.schema as Record<string, unknown> | undefined)?.[PERMISSION_KEY] as Permission | undefined;
    if (!permission) return;
    const check: onRequestAsyncHookHandler = async (request) => {
      await requirePermission(request, permission);
    };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), check];
  });
});
