import { ADDRESS_BOOK_MAX, type Address, type AddressSaveBody, type AddressSnapshot } from '@shop/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { addresses } from '../../db/schema';
import { notFound } from '../../http/errors';
import { deleteKeepingDefault, markDefault, prepareSave } from './member-list';

type AddressRow = typeof addresses.$inferSelect;

export function addressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    accept_name: row.acceptName,
    mobile: row.mobile,
    email: row.email,
    country: row.country,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    address2: row.address2,
    zip: row.zip,
  };
}

export const describeAddress = (row: AddressRow): Address => ({
  id: row.id,
  ...addressSnapshot(row),
  district: row.district,
  region_code: row.regionCode,
  is_default: row.isDefault,
});

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

/**
 * Creates or updates an address, at most ADDRESS_BOOK_MAX of them; the member's first address, and
 * any saved with is_default, becomes the default.
 */
export async function saveAddress(db: Db, userId: number, input: AddressSaveBody): Promise<AddressRow> {
  return inTransaction(db, async (tx) => {
    const values = {
      acceptName: input.accept_name,
      mobile: input.mobile,
      email: input.email ?? '',
      country: input.country,
      province: input.province,
      city: input.city,
      district: input.district ?? '',
      regionCode: input.region_code ?? '',
      address: input.address,
      address2: input.address2 ?? '',
      zip: input.zip ?? '',
    };
    const existing = input.id === undefined ? null : await findOwnAddress(tx, userId, input.id);
    const { makeDefault } = await prepareSave(tx, addresses, userId, { existing, wantsDefault: input.is_default, max: ADDRESS_BOOK_MAX, limitKey: 'address_limit' });
    const saved = existing
      ? (await tx.update(addresses).set(values).where(eq(addresses.id, existing.id)).returning())[0]!
      : (await tx.insert(addresses).values({ ...values, userId, isDefault: false }).returning())[0]!;
    if (!makeDefault || saved.isDefault) return saved;
    await markDefault(tx, addresses, userId, saved.id);
    return { ...saved, isDefault: true };
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => deleteKeepingDefault(tx, addresses, userId, await findOwnAddress(tx, userId, id)));
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => markDefault(tx, addresses, userId, (await findOwnAddress(tx, userId, id)).id));
}

/** The address checkout starts from: the default, else the oldest. */
export async function defaultAddress(db: Db, userId: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.id)).limit(1);
  return row ?? null;
}
