import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { designs, siteSettings, users } from '../db/schema';
import { LANGS } from '../http/i18n';
import { imageUrl } from '../modules/image/svg-images';
import { hashPassword } from '../modules/user/password';
import { globalDesignSeed, homeDesignSeed } from './designs';
import { siteSettingsSeed } from './site-settings';

export const DEMO_MEMBER = { username: 'demo', mobile: '13800138000', password: 'demo1234' };
export const DEMO_ADMIN = { username: 'admin', password: 'admin1234' };

async function seedMembers(db: Db) {
  await db
    .insert(users)
    .values([
      {
        username: DEMO_MEMBER.username,
        mobile: DEMO_MEMBER.mobile,
        passwordHash: await hashPassword(DEMO_MEMBER.password),
        nickname: 'Demo',
        avatar: imageUrl('avatar'),
        balanceCents: 50_000,
        points: 1200,
        role: 'member',
      },
      {
        username: DEMO_ADMIN.username,
        passwordHash: await hashPassword(DEMO_ADMIN.password),
        nickname: 'Admin',
        avatar: imageUrl('avatar'),
        role: 'admin',
      },
    ])
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

/** Fills a fresh database with the demo shop; a database that already has settings is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(siteSettings);
  if ((row?.total ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedSiteAndDesigns(tx as unknown as Db);
    await seedMembers(tx as unknown as Db);
  });
  return true;
}
