import type { PickupStore } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pickupStores, type StoreSnapshot } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';

type StoreRow = typeof pickupStores.$inferSelect;

/** The store as an order keeps it: both languages, so the order reads right whatever the reader's language. */
export function storeSnapshot(row: StoreRow): StoreSnapshot {
  return {
    id: row.id,
    name: { en: row.nameEn, zh: row.nameZh },
    business_hours: { en: row.businessHoursEn, zh: row.businessHoursZh },
    phone: row.phone,
    address: { en: row.addressEn, zh: row.addressZh },
  };
}

export const describeStore = (lang: Lang, store: StoreSnapshot): PickupStore => ({
  id: store.id,
  name: pick(lang, store.name),
  business_hours: pick(lang, store.business_hours),
  phone: store.phone,
  address: pick(lang, store.address),
});

export async function listPickupStores(db: Db): Promise<StoreSnapshot[]> {
  const rows = await db.select().from(pickupStores).orderBy(asc(pickupStores.sort), asc(pickupStores.id));
  return rows.map(storeSnapshot);
}

export async function findPickupStore(db: Db, id: number): Promise<StoreSnapshot> {
  const [row] = await db.select().from(pickupStores).where(eq(pickupStores.id, id));
  if (!row) throw notFound();
  return storeSnapshot(row);
}
