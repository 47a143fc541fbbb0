import type { Address, AddressSaveBody, AddressSnapshot } from '@shop/contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { addresses } from '../../db/schema';
import { notFound } from '../../http/errors';

type AddressRow = typeof addresses.$inferSelect;

export function addressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    accept_name: row.acceptName,
    mobile: row.mobile,
    email: row.email,
    country: row.country,
    province: row.province,
    city: row.city,
    address: row.address,
    address2: row.address2,
    zip: row.zip,
  };
}

export const describeAddress = (row: AddressRow): Address => ({ id: row.id, ...addressSnapshot(row), is_default: row.isDefault });

/** The default address first, then the newest. */
export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** One of the member's addresses; another member's id answers 404 like an unknown one. */
export async function findOwnAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound();
  return row;
}

async function clearDefault(tx: Tx, userId: number, exceptId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, exceptId), eq(addresses.isDefault, true)));
}

/** Creates or updates an address; the member's first address, and any saved with is_default, becomes the default. */
export async function saveAddress(db: Db, userId: number, input: AddressSaveBody): Promise<AddressRow> {
  return inTransaction(db, async (tx) => {
    const values = {
      acceptName: input.accept_name,
      mobile: input.mobile,
      email: input.email ?? '',
      country: input.country,
      province: input.province,
      city: input.city,
      address: input.address,
      address2: input.address2 ?? '',
      zip: input.zip ?? '',
    };
    const existing = input.id === undefined ? null : await findOwnAddress(tx, userId, input.id);
    const others = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(2);
    const isFirst = others.length === 0 || (existing !== null && others.length === 1);
    const makeDefault = input.is_default === true || isFirst || (existing?.isDefault === true && input.is_default !== false);
    const saved = existing
      ? (await tx.update(addresses).set({ ...values, isDefault: false }).where(eq(addresses.id, existing.id)).returning())[0]!
      : (await tx.insert(addresses).values({ ...values, userId, isDefault: false }).returning())[0]!;
    if (!makeDefault) return saved;
    await clearDefault(tx, userId, saved.id);
    const [promoted] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, saved.id)).returning();
    return promoted!;
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await findOwnAddress(tx, userId, id);
    await tx.delete(addresses).where(eq(addresses.id, row.id));
    if (!row.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await findOwnAddress(tx, userId, id);
    await clearDefault(tx, userId, row.id);
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, row.id));
  });
}

/** The address checkout starts from: the default, else the oldest. */
export async function defaultAddress(db: Db, userId: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id)).limit(1);
  return row ?? null;
}
