import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AuditLogAnswer, type AuditLogQuery, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { backOfficeKeys } from '@/back-office/api/back-office-keys';

/** admin/audit/index: one page of the audit log, filtered on the server. */
export async function getAuditLog(query: Partial<AuditLogQuery>): Promise<AuditLogAnswer> {
  const { data } = await staffHttp.call(endpoints.listAuditLogs, query);
  return data;
}

export function useAuditLog(query: Partial<AuditLogQuery>) {
  return useQuery({ queryKey: backOfficeKeys.audit(query), queryFn: () => getAuditLog(query), placeholderData: keepPreviousData });
}
