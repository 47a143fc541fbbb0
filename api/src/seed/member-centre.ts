import type { Db } from '../db/client';
import { seedAfterSales } from './after-sales';
import { seedCouponCentre } from './coupon-centre';
import { seedInvoiceHeaders } from './invoice-headers';
import { seedReviews } from './reviews';
import { seedSavedGoods } from './saved-goods';
import type { SeedOptions } from './seed';
import { seedWalletLog } from './wallet-log';

/**
 * The member centre's data: the coupon centre's claimable coupons for every shop; with demo
 * accounts also the demo members' invoice headers, after-sales requests, wallet and points logs,
 * reviews, footprints and favourites.
 */
export async function seedMemberCentre(db: Db, seededAt: Date, options: SeedOptions): Promise<void> {
  await seedCouponCentre(db, seededAt, options);
  await seedInvoiceHeaders(db, seededAt, options);
  // The wallet log pays back the approved refunds, so the requests come first.
  await seedAfterSales(db, seededAt, options);
  await seedWalletLog(db, seededAt, options);
  await seedReviews(db, seededAt, options);
  await seedSavedGoods(db, seededAt, options);
}
