import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { users, type addresses, type invoiceHeaders } from '../../db/schema';
import { refused } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';

/** The member's lists that keep one default row: delivery addresses and invoice headers. */
type MemberList = typeof addresses | typeof invoiceHeaders;

/**
 * What a save does to the list's default and size. Runs after locking the member's row, so that a
 * member's concurrent saves are counted one after another and cannot pass the cap together (the
 * partial unique index keeps a second default out whatever happens).
 */
export async function prepareSave(
  tx: Tx,
  table: MemberList,
  userId: number,
  change: { existing: { isDefault: boolean } | null; wantsDefault: boolean | undefined; max: number; limitKey: MessageKey },
): Promise<{ makeDefault: boolean }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [kept] = await tx.select({ total: count() }).from(table).where(eq(table.userId, userId));
  const total = kept?.total ?? 0;
  if (!change.existing && total >= change.max) throw refused(change.limitKey, undefined, { max: change.max });
  const onlyOne = total === 0 || (change.existing !== null && total === 1);
  // The default moves only to another row: an edit of the default keeps it.
  return { makeDefault: change.wantsDefault === true || onlyOne || change.existing?.isDefault === true };
}

/** Makes one of the member's rows the default, taking the mark off the one that had it. */
export async function markDefault(tx: Tx, table: MemberList, userId: number, id: number): Promise<void> {
  await tx
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(table.userId, userId), ne(table.id, id), eq(table.isDefault, true)));
  await tx.update(table).set({ isDefault: true }).where(eq(table.id, id));
}

/** Deletes one of the member's rows; when it was the default, the newest remaining one takes over. */
export async function deleteKeepingDefault(tx: Tx, table: MemberList, userId: number, row: { id: number; isDefault: boolean }): Promise<void> {
  await tx.delete(table).where(eq(table.id, row.id));
  if (!row.isDefault) return;
  const [next] = await tx.select({ id: table.id }).from(table).where(eq(table.userId, userId)).orderBy(desc(table.id)).limit(1);
  if (next) await tx.update(table).set({ isDefault: true }).where(eq(table.id, next.id));
}
