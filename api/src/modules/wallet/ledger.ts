import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { users, walletLedger } from '../../db/schema';
import type { Bilingual } from '../../lib/bilingual';

/**
 * The one place a member's balance changes. Each change moves the balance and writes its ledger
 * row (what the member reads in the wallet's log) in the caller's transaction, so that neither is
 * ever written without the other. A ledger row names what it is for: at most one row per top-up
 * and per refund (the ledger's unique keys), so a replayed notification or approval credits once.
 */
export type WalletEntry = {
  userId: number;
  amountCents: number;
  /** The log's line, in both languages. */
  description: Bilingual;
  at: Date;
  orderId?: number;
  rechargeId?: number;
  refundId?: number;
  /** The back-office user who adjusted the balance by hand. */
  adjustedBy?: number;
};

/** The balance after the change, and the ledger row that records it. */
export type WalletMove = { balanceCents: number; ledgerId: number };

type LedgerRow = ReturnType<typeof ledgerRow>;

const ledgerRow = (entry: WalletEntry, type: 'income' | 'expense', balanceAfterCents: number) => ({
  userId: entry.userId,
  orderId: entry.orderId,
  rechargeId: entry.rechargeId,
  refundId: entry.refundId,
  adjustedBy: entry.adjustedBy,
  type,
  amountCents: entry.amountCents,
  balanceAfterCents,
  descriptionZh: entry.description.zh,
  descriptionEn: entry.description.en,
  createdAt: entry.at,
});

async function writeRow(tx: Tx, row: LedgerRow): Promise<number> {
  const [written] = await tx.insert(walletLedger).values(row).returning({ id: walletLedger.id });
  return written!.id;
}

/** Adds to the member's balance (a top-up, a refund, an adjustment) and writes the ledger row. */
export async function creditWallet(tx: Tx, entry: WalletEntry): Promise<WalletMove> {
  const [credited] = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} + ${entry.amountCents}` })
    .where(eq(users.id, entry.userId))
    .returning({ balanceCents: users.balanceCents });
  if (!credited) throw new Error(`no member ${entry.userId} to credit`);
  return { balanceCents: credited.balanceCents, ledgerId: await writeRow(tx, ledgerRow(entry, 'income', credited.balanceCents)) };
}

/** Takes the amount from the balance only if it covers it; the balance after, or null when it does not. */
async function takeFromBalance(tx: Tx, entry: WalletEntry): Promise<number | null> {
  const [charged] = await tx
    .update(users)
    .set({ balanceCents: sql`${users.balanceCents} - ${entry.amountCents}` })
    .where(and(eq(users.id, entry.userId), gte(users.balanceCents, entry.amountCents)))
    .returning({ balanceCents: users.balanceCents });
  return charged ? charged.balanceCents : null;
}

/** Takes from the member's balance only if it covers the amount, and writes the ledger row; null, with nothing written, when it does not. */
export async function debitWallet(tx: Tx, entry: WalletEntry): Promise<WalletMove | null> {
  const balanceCents = await takeFromBalance(tx, entry);
  if (balanceCents === null) return null;
  return { balanceCents, ledgerId: await writeRow(tx, ledgerRow(entry, 'expense', balanceCents)) };
}

/** The ledger row's insert as a WITH part of the caller's statement. */
export type LedgerStatement = ReturnType<typeof ledgerStatement>;

const ledgerStatement = (tx: Tx, row: LedgerRow) => tx.$with('ledger_row').as(tx.insert(walletLedger).values(row));

/**
 * debitWallet, with the caller's own record written in the same statement as the ledger row (the
 * row's insert as the statement's WITH part): a balance payment writes its payment record so
 * (ADR 0020: an order and its payment in as few round trips as their rules allow). Answers the
 * balance after, or null, with nothing written, when the balance does not cover the amount.
 */
export async function debitWalletAlongside(tx: Tx, entry: WalletEntry, alongside: (ledger: LedgerStatement) => Promise<unknown>): Promise<number | null> {
  const balanceCents = await takeFromBalance(tx, entry);
  if (balanceCents === null) return null;
  await alongside(ledgerStatement(tx, ledgerRow(entry, 'expense', balanceCents)));
  return balanceCents;
}
