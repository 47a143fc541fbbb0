import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/in-transaction';
import { auditLogs } from '../../db/schema';

/** Who did it: a back-office user (audit keeps their name as it was, in case the account is renamed). */
export type AuditActor = { id: number; username: string };

export type AuditEntry = {
  /** What was done, as `<domain>.<verb>`: `order.ship`, `role.save`, `wallet.adjust`. */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes who changed what, when, and the row before and after. Call it inside the transaction that
 * makes the change, so that a change is never kept without its audit row, nor an audit row without it.
 */
export async function recordAudit(db: Db | Tx, staff: AuditActor, entry: AuditEntry, request?: Pick<FastifyRequest, 'ip'>): Promise<void> {
  await db.insert(auditLogs).values({
    staffId: staff.id,
    staffUsername: staff.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request?.ip ?? '',
  });
}
