import type { PointsLogAnswer, PointsLogQuery, WalletLogAnswer, WalletLogKind, WalletLogQuery, WalletSummary } from '@shop/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointsLedger, users, walletLedger } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';

/** wallet/index: the member's balance and points. */
export async function describeWallet(db: Db, userId: number): Promise<WalletSummary> {
  const [member] = await db.select({ balanceCents: users.balanceCents, points: users.points }).from(users).where(eq(users.id, userId));
  return { balance: centsToYuan(member?.balanceCents ?? 0), points: member?.points ?? 0 };
}

type WalletRow = typeof walletLedger.$inferSelect;

/** What moved the money, from the record the row points at. */
function kindOf(row: WalletRow): WalletLogKind {
  if (row.rechargeId !== null) return 'recharge';
  if (row.refundId !== null) return 'refund';
  if (row.orderId !== null && row.type === 'expense') return 'payment';
  return 'other';
}

type Ledger = typeof walletLedger | typeof pointsLedger;

/** One page of a member's rows of a ledger under a tab (all, or one direction), newest first, with their count. */
async function readPage<L extends Ledger>(db: Db, ledger: L, userId: number, query: WalletLogQuery): Promise<{ rows: Array<L['$inferSelect']>; total: number }> {
  const { type, page, size } = query;
  const table: Ledger = ledger;
  const where = type === 'all' ? eq(table.userId, userId) : and(eq(table.userId, userId), eq(table.type, type));
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  const rows = await db
    .select()
    .from(table)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: counted?.total ?? 0 };
}

/** wallet/log: one page of the member's money movements under a tab, newest first. */
export async function listWalletLog(db: Db, userId: number, query: WalletLogQuery, lang: Lang): Promise<WalletLogAnswer> {
  const { rows, total } = await readPage(db, walletLedger, userId, query);
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type,
    kind: kindOf(row),
    amount: centsToYuan(row.amountCents),
    balance_after: centsToYuan(row.balanceAfterCents),
    description: pick(lang, { en: row.descriptionEn, zh: row.descriptionZh }),
    order_id: row.orderId,
    created_at: row.createdAt.toISOString(),
  }));
  return { list, page: query.page, size: query.size, total };
}

/** wallet/points: one page of the member's points movements under a tab, newest first. */
export async function listPointsLog(db: Db, userId: number, query: PointsLogQuery, lang: Lang): Promise<PointsLogAnswer> {
  const { rows, total } = await readPage(db, pointsLedger, userId, query);
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type,
    points: row.points,
    balance_after: row.balanceAfter,
    description: pick(lang, { en: row.descriptionEn, zh: row.descriptionZh }),
    created_at: row.createdAt.toISOString(),
  }));
  return { list, page: query.page, size: query.size, total };
}
