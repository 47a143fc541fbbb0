import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';

export async function countCartRows(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.total ?? 0;
}
