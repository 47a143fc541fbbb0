import {
  auditLogAnswer,
  auditLogQuery,
  endpoints,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  staffIdBody,
  staffListAnswer,
  staffListQuery,
  staffPasswordBody,
  staffAccount,
  staffRole,
  staffRoleListAnswer,
  staffRoleListQuery,
  staffRoleSaveBody,
  staffSaveBody,
  staffStatusBody,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { listAuditLogs } from './audit-log-service';
import { deleteRole, listRoles, saveRole } from './role-service';
import { listStaff, resetStaffPassword, saveStaff, setStaffStatus } from './staff-account-service';

const PASSWORD_RULE = `${STAFF_PASSWORD_MIN_LENGTH} to ${STAFF_PASSWORD_MAX_LENGTH} characters, not one or two characters repeated, not containing the username, not a common or published password (each refused on \`password\` with its reason)`;

/** Back office: roles, back-office users and the audit log. */
export function staffAccountRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'staff';

  routes.get(
    endpoints.listStaffRoles.path,
    {
      schema: {
        ...operation(endpoints.listStaffRoles, {
          tag,
          summary: 'Back office: every role',
          description: 'Every role, oldest first: both names, its permission keys (`[\'*\']`: every permission), whether it is built in, and how many back-office users hold it.',
          answer: staffRoleListAnswer,
          permission: 'account.view',
          querystring: staffRoleListQuery,
        }),
      },
    },
    async (request) => ok(request, await listRoles(app.db)),
  );

  routes.post(
    endpoints.saveStaffRole.path,
    {
      schema: {
        ...operation(endpoints.saveStaffRole, {
          tag,
          summary: 'Back office: create or edit a role',
          description:
            'Without `id` creates a role; with it edits one: both names and the permissions, `[\'*\']` alone or keys of the permission list (anything else: `role_permissions_invalid` on `permissions`). Nobody grants a permission they do not hold themselves (`role_permissions_not_held`; only a holder of `[\'*\']` grants `[\'*\']`), nor edits a role holding one they lack (`role_beyond_own`). The administrator role keeps `[\'*\']` (`role_administrator_fixed`), and nobody may take `account.edit` away from the role they hold (`staff_self_permission`). Each refused on `permissions`. Written to the audit log as `role.save`. Answers the role.',
          answer: staffRole,
          permission: 'account.edit',
          refusals: [404],
          body: staffRoleSaveBody,
        }),
      },
    },
    async (request) => ok(request, await saveRole(app.db, request.body, await request.requireStaff(), request, app.clock()), 'role_saved'),
  );

  routes.post(
    endpoints.deleteStaffRole.path,
    {
      schema: {
        ...operation(endpoints.deleteStaffRole, {
          tag,
          summary: 'Back office: delete a role nobody holds',
          description: 'Deletes the role. A role holding a permission the caller lacks is refused (400 `role_beyond_own` on `id`); the administrator role (`role_administrator_kept`) and a role back-office users still hold (`role_in_use`) answer 409 naming `id`. Written to the audit log as `role.delete`.',
          answer: z.null(),
          permission: 'account.edit',
          refusals: [404, 409],
          body: staffIdBody,
        }),
      },
    },
    async (request) => {
      await deleteRole(app.db, request.body.id, await request.requireStaff(), request);
      return ok(request, null, 'role_deleted');
    },
  );

  routes.get(
    endpoints.listStaffAccounts.path,
    {
      schema: {
        ...operation(endpoints.listStaffAccounts, {
          tag,
          summary: 'Back office: one page of back-office users',
          description: 'Back-office users with their role (named in the request’s language), status and last sign-in, filtered by part of the username or name (`keyword`), `role_id` and `status`, sorted by `created_at` (default), `username` or `last_sign_in_at` (never signed in: last).',
          answer: staffListAnswer,
          permission: 'account.view',
          querystring: staffListQuery,
        }),
      },
    },
    async (request) => ok(request, await listStaff(app.db, request.query, requestLang(request))),
  );

  routes.post(
    endpoints.saveStaffAccount.path,
    {
      schema: {
        ...operation(endpoints.saveStaffAccount, {
          tag,
          summary: 'Back office: create or edit a back-office user',
          description: `Without \`id\` creates a back-office user (\`password\` required); with it edits one (\`password\` only to change it). The password: ${PASSWORD_RULE}. A username already used answers 409 \`username_taken\`; an unknown role \`role_unknown\` on \`role_id\`. The role given may hold no permission the caller lacks (\`staff_role_not_held\` on \`role_id\`), nor may the user edited (\`staff_beyond_own\` on \`id\`); nobody changes their own role (\`staff_self_role\` on \`role_id\`), nor moves the last active administrator off the administrator role (409 \`staff_last_administrator\`). A new role or password signs the user out everywhere. Written to the audit log as \`staff.save\` (never the password). Answers the user.`,
          answer: staffAccount,
          permission: 'account.edit',
          refusals: [404, 409],
          body: staffSaveBody,
        }),
      },
    },
    async (request) => ok(request, await saveStaff(app.db, request.body, await request.requireStaff(), request, app.clock(), requestLang(request)), 'staff_saved'),
  );

  routes.post(
    endpoints.setStaffAccountStatus.path,
    {
      schema: {
        ...operation(endpoints.setStaffAccountStatus, {
          tag,
          summary: 'Back office: enable or disable a back-office user',
          description: 'Sets `status` (`active` or `disabled`); a change signs the user out everywhere, and a disabled user cannot sign in. Nobody may disable themselves (`staff_self_disable` on `id`), enable or disable a user whose role holds a permission they lack (`staff_beyond_own` on `id`), nor disable the last active administrator (409 `staff_last_administrator`). Written to the audit log as `staff.status`. Answers the user.',
          answer: staffAccount,
          permission: 'account.edit',
          refusals: [404, 409],
          body: staffStatusBody,
        }),
      },
    },
    async (request) => {
      const answer = await setStaffStatus(app.db, request.body, await request.requireStaff(), request, app.clock(), requestLang(request));
      return ok(request, answer, answer.status === 'active' ? 'staff_enabled' : 'staff_disabled');
    },
  );

  routes.post(
    endpoints.resetStaffPassword.path,
    {
      schema: {
        ...operation(endpoints.resetStaffPassword, {
          tag,
          summary: 'Back office: set a back-office user’s password',
          description: `Sets a new password (${PASSWORD_RULE}) and signs the user out everywhere. A user whose role holds a permission the caller lacks is refused (\`staff_beyond_own\` on \`id\`): their password would be the caller’s way to it. Written to the audit log as \`staff.password\`, without the password.`,
          answer: z.null(),
          permission: 'account.edit',
          refusals: [404],
          body: staffPasswordBody,
        }),
      },
    },
    async (request) => {
      await resetStaffPassword(app.db, request.body, await request.requireStaff(), request, app.clock());
      return ok(request, null, 'staff_password_saved');
    },
  );

  routes.get(
    endpoints.listAuditLogs.path,
    {
      schema: {
        ...operation(endpoints.listAuditLogs, {
          tag,
          summary: 'Back office: one page of the audit log',
          description:
            'Every change a back-office user made: who (`staff_username`, kept as it was), what (`action`, `<domain>.<verb>`), on what (`target_type`, `target_id`), the relevant fields before and after (null where there were none; never a password), the address and the time. Filtered by the exact `staff_username`, the start of `action` (`order` finds `order.ship`), `target_type`, `target_id`, and `from` (inclusive) / `to` (exclusive, after `from`: `date_range_invalid`); newest first unless `order=asc`.',
          answer: auditLogAnswer,
          permission: 'audit.view',
          querystring: auditLogQuery,
        }),
      },
    },
    async (request) => ok(request, await listAuditLogs(app.db, request.query)),
  );
}

export default staffAccountRoutes;
