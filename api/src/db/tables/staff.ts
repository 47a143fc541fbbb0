// The back office: roles, users, sessions and the audit log.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Back-office roles: a named list of permission keys (`*` grants everything). Built-in roles are
 * seeded and cannot be deleted, so the shop always keeps an administrator role.
 */
export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique('staff_roles_code_unique'),
  nameZh: varchar('name_zh', { length: 30 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  builtin: boolean('builtin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Back-office users: kept apart from members, so no member token can reach a back-office call. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 20 }).notNull().unique('staff_users_username_unique'),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 8, enum: ['active', 'disabled'] }).notNull().default('active'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_users_role_idx').on(t.roleId), check('staff_users_status_check', sql`${t.status} in ('active', 'disabled')`)],
);

/** Back-office sessions: only the token's sha256 is kept, as for members, in a table of their own. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('staff_sessions_token_hash_unique'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change a back-office user makes: who, what, when, and the row before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as it was, so the log still names a user who was deleted or renamed. */
    staffUsername: varchar('staff_username', { length: 20 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 45 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
    index('audit_logs_staff_idx').on(t.staffId, t.createdAt),
  ],
);
