import { z } from 'zod';
import { countValue, isoTime, listOf, pageOf, recordId } from './answer-fields';
import { bodyIdField, idField, noInput, pagingFields, sortFields, usernameField } from './field-rules';
import { ALL_PERMISSIONS, PERMISSIONS } from './permissions';

/**
 * The back office's account calls: roles and their permissions, back-office users, and the audit
 * log of every change a back-office user makes.
 */

/** A back-office password's length; the server also refuses weak ones (repeats, the username, common ones). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 100;
export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const knownKeys: ReadonlySet<string> = new Set([...PERMISSIONS, ALL_PERMISSIONS]);

/** `['*']` alone, or permission keys of PERMISSIONS; anything else is refused on `permissions`. */
const permissionList = z
  .array(z.string().max(40))
  .max(PERMISSIONS.length)
  .refine((keys) => keys.every((key) => knownKeys.has(key)) && (!keys.includes(ALL_PERMISSIONS) || keys.length === 1), { error: 'role_permissions_invalid' });

const staffPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH, { error: 'staff_password_length' }).max(STAFF_PASSWORD_MAX_LENGTH, { error: 'staff_password_length' });

/** admin/role/index takes no input. */
export const staffRoleListQuery = noInput;

export const staffRole = z.object({
  id: recordId,
  /** `administrator`, `operator`… for the built-in roles; `custom_…` for the others. */
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  /** Permission keys, or `['*']` (every permission: the administrator role). */
  permissions: z.array(z.string()),
  builtin: z.boolean(),
  /** Back-office users holding the role: one that has any cannot be deleted. */
  staff_count: countValue,
  updated_at: isoTime,
});
export type StaffRole = z.infer<typeof staffRole>;

export const staffRoleListAnswer = listOf(staffRole);
export type StaffRoleListAnswer = z.infer<typeof staffRoleListAnswer>;

/** admin/role/save: without `id` a new role, with it an edit. The administrator role keeps `['*']`. */
export const staffRoleSaveBody = z.object({
  id: bodyIdField.optional(),
  name_zh: z.string().trim().min(1).max(30),
  name_en: z.string().trim().min(1).max(40),
  permissions: permissionList,
});
export type StaffRoleSaveBody = z.infer<typeof staffRoleSaveBody>;

/** admin/role/delete and the other calls naming one record. */
export const staffIdBody = z.object({ id: bodyIdField });
export type StaffIdBody = z.infer<typeof staffIdBody>;

/** admin/staff/index: one page of back-office users, filtered and sorted on the server. */
export const staffListQuery = z.object({
  ...pagingFields(20, 100),
  ...sortFields(['created_at', 'username', 'last_sign_in_at'], 'created_at'),
  /** Part of the username or the name. */
  keyword: z.string().trim().max(40).optional(),
  role_id: idField.optional(),
  status: z.enum(STAFF_STATUSES).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffAccount = z.object({
  id: recordId,
  username: z.string(),
  name: z.string(),
  /** The role, its name in the request's language. */
  role: z.object({ id: recordId, code: z.string(), name: z.string() }),
  status: z.enum(STAFF_STATUSES),
  last_sign_in_at: isoTime.nullable(),
  created_at: isoTime,
});
export type StaffAccount = z.infer<typeof staffAccount>;

export const staffListAnswer = pageOf(staffAccount);
export type StaffListAnswer = z.infer<typeof staffListAnswer>;

/**
 * admin/staff/save: without `id` a new back-office user (`password` required), with it an edit
 * (`password` only to change it). A new role or password signs the user out everywhere.
 */
export const staffSaveBody = z
  .object({
    id: bodyIdField.optional(),
    username: usernameField,
    name: z.string().trim().min(1).max(40),
    role_id: bodyIdField,
    password: staffPassword.optional(),
  })
  .refine((input) => input.id !== undefined || input.password !== undefined, { path: ['password'], error: 'field_required' });
export type StaffSaveBody = z.infer<typeof staffSaveBody>;

/** admin/staff/status: enable or disable a back-office user (disabling signs them out everywhere). */
export const staffStatusBody = z.object({ id: bodyIdField, status: z.enum(STAFF_STATUSES) });
export type StaffStatusBody = z.infer<typeof staffStatusBody>;

/** admin/staff/password: sets a new password and signs the user out everywhere. */
export const staffPasswordBody = z.object({ id: bodyIdField, password: staffPassword });
export type StaffPasswordBody = z.infer<typeof staffPasswordBody>;

/** admin/audit/index: one page of the audit log, newest first unless `order=asc`. */
export const auditLogQuery = z
  .object({
    ...pagingFields(20, 100),
    ...sortFields(['created_at'], 'created_at'),
    /** The back-office user's username, exactly. */
    staff_username: z.string().trim().max(20).optional(),
    /** The start of the action: `order` finds `order.ship` and `order.pickup`. */
    action: z.string().trim().max(40).optional(),
    target_type: z.string().trim().max(30).optional(),
    target_id: z.string().trim().max(40).optional(),
    /** From this instant (inclusive) to that one (exclusive). */
    from: isoTime.optional(),
    to: isoTime.optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) > Date.parse(query.from), { path: ['to'], error: 'date_range_invalid' });
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogRow = z.object({
  id: recordId,
  staff_username: z.string(),
  /** `<domain>.<verb>`: `order.ship`, `role.save`, `staff.status`… */
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  /** The changed record's relevant fields before and after the change (null when it did not exist); never a password. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: isoTime,
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

export const auditLogAnswer = pageOf(auditLogRow);
export type AuditLogAnswer = z.infer<typeof auditLogAnswer>;
