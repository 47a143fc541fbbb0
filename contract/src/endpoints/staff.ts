import type { z } from 'zod';
import type { staffLoginAnswer, staffLoginBody } from '../purview';
import type { auditLogAnswer, auditLogQuery, staffAccount, staffIdBody, staffListAnswer, staffListQuery, staffPasswordBody, staffRole, staffRoleListAnswer, staffRoleListQuery, staffRoleSaveBody, staffSaveBody, staffStatusBody } from '../staff-accounts';
import type { Endpoint } from '../endpoint';

export const signInStaff: Endpoint<typeof staffLoginBody, typeof staffLoginAnswer> = { operationId: 'signInStaff', method: 'POST', path: '/admin/login' };
export const signOutStaff: Endpoint<undefined, z.ZodNull> = { operationId: 'signOutStaff', method: 'POST', path: '/admin/logout' };
export const listStaffRoles: Endpoint<typeof staffRoleListQuery, typeof staffRoleListAnswer> = { operationId: 'listStaffRoles', method: 'GET', path: '/admin/role/index' };
export const saveStaffRole: Endpoint<typeof staffRoleSaveBody, typeof staffRole> = { operationId: 'saveStaffRole', method: 'POST', path: '/admin/role/save' };
export const deleteStaffRole: Endpoint<typeof staffIdBody, z.ZodNull> = { operationId: 'deleteStaffRole', method: 'POST', path: '/admin/role/delete' };
export const listStaffAccounts: Endpoint<typeof staffListQuery, typeof staffListAnswer> = { operationId: 'listStaffAccounts', method: 'GET', path: '/admin/staff/index' };
export const saveStaffAccount: Endpoint<typeof staffSaveBody, typeof staffAccount> = { operationId: 'saveStaffAccount', method: 'POST', path: '/admin/staff/save' };
export const setStaffAccountStatus: Endpoint<typeof staffStatusBody, typeof staffAccount> = { operationId: 'setStaffAccountStatus', method: 'POST', path: '/admin/staff/status' };
export const resetStaffPassword: Endpoint<typeof staffPasswordBody, z.ZodNull> = { operationId: 'resetStaffPassword', method: 'POST', path: '/admin/staff/password' };
export const listAuditLogs: Endpoint<typeof auditLogQuery, typeof auditLogAnswer> = { operationId: 'listAuditLogs', method: 'GET', path: '/admin/audit/index' };
