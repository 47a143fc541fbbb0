import type { Db } from '../db/client';
import { seedBargainActivities } from './activities/bargain';
import { seedGroupActivities } from './activities/group';
import { seedLimitActivities } from './activities/limit';
import { seedPointActivities } from './activities/point';
import { seedSecondActivities } from './activities/second';
import type { SeedOptions } from './seed';

/**
 * The demo promotions, in both languages, with windows around the seeding time: for every type
 * activities selling now, upcoming and ended, one nearly sold out; the flash sale's daily slots;
 * with demo accounts also a group one member short and a bargain friends have started cutting.
 */
export async function seedActivities(db: Db, seededAt: Date, options: SeedOptions): Promise<void> {
  await seedSecondActivities(db, seededAt, options);
  await seedGroupActivities(db, seededAt, options);
  await seedBargainActivities(db, seededAt, options);
  await seedPointActivities(db, seededAt, options);
  await seedLimitActivities(db, seededAt, options);
}
