import type { BuiltinRole } from '@shop/contract';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inTransaction } from '../db/in-transaction';
import { activities, categories, chatAutoReplies, coupons, designs, pickupStores, siteSettings, staffRoles, users } from '../db/schema';
import { LANGS } from '../http/i18n';
import { imageUrl } from '../modules/image';
import { hashPassword } from '../modules/user';
import { DEMO_BALANCE_CENTS, seedBuying } from './buying';
import { seedCatalogue } from './catalogue';
import { globalDesignSeed, homeDesignSeed } from './designs';
import { seedMemberCentre } from './member-centre';
import { seedActivities } from './activities';
import { seedHelpCentre } from './help-centre';
import { seedServiceDesk } from './service-desk';
import { seedDemoStaff, seedStaffRoles } from './back-office';
import { siteSettingsSeed } from './site-settings';

export const DEMO_MEMBER = { username: 'demo', mobile: '13800138000', password: 'demo1234' };

async function seedMembers(db: Db) {
  await db
    .insert(users)
    .values({
      username: DEMO_MEMBER.username,
      mobile: DEMO_MEMBER.mobile,
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      nickname: 'Demo',
      avatar: imageUrl('avatar'),
      balanceCents: DEMO_BALANCE_CENTS,
      points: 1200,
      role: 'member',
    })
    .onConflictDoNothing();
}

async function seedSiteAndDesigns(db: Db) {
  for (const lang of LANGS) {
    await db.insert(siteSettings).values({ lang, data: siteSettingsSeed(lang) }).onConflictDoNothing();
    await db
      .insert(designs)
      .values([
        { tempId: 'pc', kind: 'global', lang, data: globalDesignSeed(lang) },
        { tempId: 'pc', kind: 'home', lang, data: homeDesignSeed(lang) },
      ])
      .onConflictDoNothing();
  }
}

/** The home design names catalogue goods, so it is rewritten whenever the catalogue is (re)seeded. */
async function refreshHomeDesigns(db: Db) {
  for (const lang of LANGS) {
    const data = homeDesignSeed(lang);
    await db
      .insert(designs)
      .values({ tempId: 'pc', kind: 'home', lang, data })
      .onConflictDoUpdate({ target: [designs.tempId, designs.kind, designs.lang], set: { data } });
  }
}

const isEmpty = async (db: Db, table: typeof siteSettings | typeof categories | typeof pickupStores | typeof activities | typeof chatAutoReplies | typeof staffRoles) => {
  const [row] = await db.select({ total: count() }).from(table);
  return (row?.total ?? 0) === 0;
};

export type SeedOptions = {
  /**
   * The demo member, the demo back-office users, the reviewers' sign-in and the demo orders: their
   * passwords are published, so development and tests only, never production.
   */
  demoAccounts: boolean;
};

/**
 * Fills what is missing of the demo shop: site settings, designs (and demo members) on a fresh
 * database, the catalogue on any database without one (also one made before the catalogue
 * existed), then the buying data (stores, coupons, and the demo addresses and orders) on any
 * database without pickup stores, then the member centre's (see `seedMemberCentre`) on any database
 * without a claimable coupon, then the activities' on any database without one, then the back office's roles (and demo back-office users) on any database without a role, then the help centre and the service desk on any database without an automatic chat reply. Parts already there are left alone, so running it again changes nothing.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const siteMissing = await isEmpty(tx, siteSettings);
    const catalogueMissing = await isEmpty(tx, categories);
    const buyingMissing = await isEmpty(tx, pickupStores);
    if (siteMissing) {
      await seedSiteAndDesigns(tx);
      if (options.demoAccounts) await seedMembers(tx);
    }
    if (catalogueMissing) {
      await seedCatalogue(tx, options.demoAccounts);
      await refreshHomeDesigns(tx);
    }
    if (buyingMissing) await seedBuying(tx, new Date(), options);
    // Databases made before the member centre have buying data but no coupon centre.
    const [claimable] = await tx.select({ total: count() }).from(coupons).where(eq(coupons.claimable, true));
    const memberCentreMissing = (claimable?.total ?? 0) === 0;
    if (memberCentreMissing) await seedMemberCentre(tx, new Date(), options);
    // Databases made before the activities have everything else but no activity.
    const activitiesMissing = await isEmpty(tx, activities);
    if (activitiesMissing) await seedActivities(tx, new Date(), options);
    // Databases made before the back office have no administrator role (which cannot be deleted); one whose chat agents
    // a migration moved may have the customer-service role alone. The roles are added beside whatever is there.
    const [administrator] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.code, 'administrator' satisfies BuiltinRole));
    const backOfficeMissing = administrator === undefined;
    if (backOfficeMissing) {
      await seedStaffRoles(tx);
      if (options.demoAccounts) await seedDemoStaff(tx);
    }
    // The chat's demo agents are back-office users: seeded above. Databases made before customer service have no automatic replies (which nobody can delete, unlike help categories).
    const serviceMissing = await isEmpty(tx, chatAutoReplies);
    if (serviceMissing) {
      await seedHelpCentre(tx);
      await seedServiceDesk(tx, new Date(), options);
    }
    return siteMissing || catalogueMissing || buyingMissing || memberCentreMissing || activitiesMissing || serviceMissing || backOfficeMissing;
  });
}
