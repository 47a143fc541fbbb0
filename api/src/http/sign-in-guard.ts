import type { Permission } from '@shop/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { PERMISSION_KEY, requirePermission } from './require-permission';

/**
 * Where operation() records who may make a call that needs no permission: `member`, or `staff` (any
 * back-office user); also an OpenAPI extension.
 */
export const SIGN_IN_KEY = 'x-sign-in';

type GuardedSchema = { [PERMISSION_KEY]?: Permission; [SIGN_IN_KEY]?: 'member' | 'staff' };

/** The check a route's operation() asks for, or null for calls anyone may make. */
function checkFor(schema: GuardedSchema | undefined): ((request: FastifyRequest) => Promise<unknown>) | null {
  const permission = schema?.[PERMISSION_KEY];
  if (permission) return (request) => requirePermission(request, permission);
  if (schema?.[SIGN_IN_KEY] === 'staff') return (request) => request.requireStaff();
  if (schema?.[SIGN_IN_KEY] === 'member') return (request) => request.requireMember();
  return null;
}

/**
 * Every route whose operation() says who may call it (a permission, members, back-office users) checks the
 * caller before anything else, before its input is even read: no call can forget it, and a visitor
 * learns nothing about the input a call would take (401, never a 400 naming a field). Handlers then
 * read `await request.requireMember()` or `requireStaff()`, which are cached per request.
 */
export const signInGuard = fp((app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const check = checkFor(route.schema as GuardedSchema | undefined);
    if (!check) return;
    const guard: onRequestAsyncHookHandler = async (request) => {
      await check(request);
    };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), guard];
  });
});
