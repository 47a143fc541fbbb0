import { yuanTextToCents, type AdminMemberWalletAnswer, type AdminMemberWalletQuery, type AdminWalletAdjustAnswer, type AdminWalletAdjustBody } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { staffUsers, users, walletLedger } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';
import { creditWallet, debitWallet, listWalletLog, MAX_BALANCE_CENTS } from '../wallet';

/** admin/member/wallet (and the member page's last rows): the member's own log, with who adjusted a row by hand. */
export async function readMemberWallet(db: Db, query: AdminMemberWalletQuery, lang: Lang): Promise<AdminMemberWalletAnswer> {
  const { member_id: userId, ...tab } = query;
  const log = await listWalletLog(db, userId, tab, lang);
  const ids = log.list.map((row) => row.id);
  const adjusters =
    ids.length === 0
      ? []
      : await db
          .select({ id: walletLedger.id, username: staffUsers.username })
          .from(walletLedger)
          .innerJoin(staffUsers, eq(staffUsers.id, walletLedger.adjustedBy))
          .where(inArray(walletLedger.id, ids));
  const adjustedBy = new Map(adjusters.map((row) => [row.id, row.username]));
  return { ...log, list: log.list.map((row) => ({ ...row, adjusted_by: adjustedBy.get(row.id) ?? null })) };
}

/** The member's wallet ledger is read for a member only: another id is not found. */
export async function assertMember(db: Db, id: number): Promise<void> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'member')));
  if (!member) throw notFound();
}

type Adjustment = AdminWalletAdjustBody & { staff: Staff; request: Pick<FastifyRequest, 'ip'> };

/**
 * admin/member/wallet/adjust. The member's row is locked first, so adjustments (and payments) of
 * one member run one after another and each starts from the balance the last one left: none is
 * lost. The balance never goes below 0 nor above the wallet's cap. The ledger row carries the note
 * in both languages (the member reads it in their log) and who made it; the audit row goes with it.
 */
export async function adjustWallet(db: Db, adjustment: Adjustment, lang: Lang, now: Date): Promise<AdminWalletAdjustAnswer> {
  const { member_id: memberId, direction, amount, note, staff, request } = adjustment;
  const amountCents = yuanTextToCents(amount);
  return inTransaction(db, async (tx) => {
    const [member] = await tx
      .select({ balanceCents: users.balanceCents })
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.role, 'member')))
      .for('update');
    if (!member) throw notFound();
    const balanceCents = member.balanceCents + (direction === 'income' ? amountCents : -amountCents);
    if (balanceCents < 0) throw refused('wallet_adjust_below_zero', 'amount', { balance: centsToYuan(member.balanceCents) });
    if (balanceCents > MAX_BALANCE_CENTS) throw refused('recharge_balance_limit', 'amount', { max: centsToYuan(MAX_BALANCE_CENTS) });
    const description = { zh: `商家调整：${note}`, en: `Adjusted by the shop: ${note}` };
    const entry = { userId: memberId, adjustedBy: staff.id, amountCents, description, at: now };
    // The member's row is locked and the bounds checked above, so the move cannot miss.
    const moved = direction === 'income' ? await creditWallet(tx, entry) : await debitWallet(tx, entry);
    const ledgerId = moved!.ledgerId;
    const before = { balance: centsToYuan(member.balanceCents) };
    const after = { balance: centsToYuan(balanceCents), direction, amount: centsToYuan(amountCents), note, ledger_id: ledgerId };
    await recordAudit(tx, staff, { action: 'wallet.adjust', targetType: 'member', targetId: memberId, before, after }, request);
    return {
      member_id: memberId,
      balance: centsToYuan(balanceCents),
      row: {
        id: ledgerId,
        type: direction,
        kind: 'other' as const,
        amount: centsToYuan(amountCents),
        balance_after: centsToYuan(balanceCents),
        description: pick(lang, description),
        order_id: null,
        adjusted_by: staff.username,
        created_at: now.toISOString(),
      },
    };
  });
}
