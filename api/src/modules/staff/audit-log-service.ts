import type { AuditLogAnswer, AuditLogQuery } from '@shop/contract';
import { and, asc, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLogs } from '../../db/schema';

/** `text` as the start of a LIKE pattern, its wildcards taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** admin/audit/index: one page of the audit log, filtered on the server, newest first unless asked otherwise. */
export async function listAuditLogs(db: Db, query: AuditLogQuery): Promise<AuditLogAnswer> {
  const filters: SQL[] = [];
  if (query.staff_username) filters.push(eq(auditLogs.staffUsername, query.staff_username));
  if (query.action) filters.push(like(auditLogs.action, startsWith(query.action)));
  if (query.target_type) filters.push(eq(auditLogs.targetType, query.target_type));
  if (query.target_id) filters.push(eq(auditLogs.targetId, query.target_id));
  if (query.from) filters.push(gte(auditLogs.createdAt, new Date(query.from)));
  if (query.to) filters.push(lt(auditLogs.createdAt, new Date(query.to)));
  const where = and(...filters);
  const direction = query.order === 'asc' ? asc : desc;
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(auditLogs).where(where),
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(direction(auditLogs.createdAt), direction(auditLogs.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      staff_username: row.staffUsername,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total: total?.total ?? 0,
  };
}
