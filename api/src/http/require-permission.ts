import { grants, type Permission } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../modules/staff';
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
