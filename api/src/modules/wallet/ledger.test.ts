import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { inTransaction } from '../../db/in-transaction';
import { users, walletLedger } from '../../db/schema';
import { balanceOf, createMember } from '../../testing/buying-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { creditWallet, debitWallet, debitWalletAlongside } from './ledger';

describe('the wallet’s ledger: every balance change with its row', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.connection.db;
  const at = new Date('2025-06-01T08:00:00Z');
  const description = { zh: '测试', en: 'Test' };
  const ledgerOf = (userId: number) => db().select().from(walletLedger).where(eq(walletLedger.userId, userId)).orderBy(walletLedger.id);

  it('credits and debits, each with a row saying what the balance became', async () => {
    const { id } = await createMember(db(), 'ledger_a', 1000);
    const credited = await inTransaction(db(), (tx) => creditWallet(tx, { userId: id, amountCents: 250, description, at }));
    const debited = await inTransaction(db(), (tx) => debitWallet(tx, { userId: id, amountCents: 400, description: { zh: '支付', en: 'Paid' }, at }));
    expect(credited.balanceCents).toBe(1250);
    expect(debited?.balanceCents).toBe(850);
    expect(await balanceOf(db(), id)).toBe(850);
    const rows = await ledgerOf(id);
    expect(rows.map((row) => [row.id, row.type, row.amountCents, row.balanceAfterCents, row.descriptionEn])).toEqual([
      [credited.ledgerId, 'income', 250, 1250, 'Test'],
      [debited?.ledgerId, 'expense', 400, 850, 'Paid'],
    ]);
  });

  it('refuses to debit more than the balance, writing nothing; two debits at once never overdraw', async () => {
    const { id } = await createMember(db(), 'ledger_b', 500);
    expect(await inTransaction(db(), (tx) => debitWallet(tx, { userId: id, amountCents: 501, description, at }))).toBeNull();
    expect(await ledgerOf(id)).toEqual([]);
    const both = await Promise.all([300, 300].map((amountCents) => inTransaction(db(), (tx) => debitWallet(tx, { userId: id, amountCents, description, at }))));
    expect(both.filter((move) => move === null)).toHaveLength(1);
    expect(await balanceOf(db(), id)).toBe(200);
    expect((await ledgerOf(id)).map((row) => row.balanceAfterCents)).toEqual([200]);
  });

  it('writes the ledger row as part of the caller’s statement, or nothing when the balance is short', async () => {
    const { id } = await createMember(db(), 'ledger_d', 300);
    const debit = (amountCents: number) =>
      inTransaction(db(), (tx) =>
        // The caller's statement: here a read of the member, which runs the row's insert as its WITH part.
        debitWalletAlongside(tx, { userId: id, amountCents, description, at }, (ledger) => tx.with(ledger).select({ id: users.id }).from(users).where(eq(users.id, id))),
      );
    expect(await debit(300)).toBe(0);
    expect(await debit(1)).toBeNull();
    expect((await ledgerOf(id)).map((row) => [row.type, row.amountCents, row.balanceAfterCents])).toEqual([['expense', 300, 0]]);
  });

  it('rolls the balance and its row back with the caller’s transaction', async () => {
    const { id } = await createMember(db(), 'ledger_e', 100);
    const failing = inTransaction(db(), async (tx) => {
      await creditWallet(tx, { userId: id, amountCents: 50, description, at });
      throw new Error('the caller failed after crediting');
    });
    await expect(failing).rejects.toThrow('the caller failed after crediting');
    expect(await balanceOf(db(), id)).toBe(100);
    expect(await ledgerOf(id)).toEqual([]);
  });
});
