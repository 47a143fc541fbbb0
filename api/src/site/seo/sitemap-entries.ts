import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, categories, goods, helpArticles } from '../../db/schema';

/** One page of the shop the sitemap lists: its path under the shell, the query naming it, when it last changed. */
export type SitemapPage = { path: string; query?: Record<string, string>; lastmod?: string };

const ACTIVITY_LIST_TYPES = ['group', 'second', 'bargain', 'point', 'limit'] as const;

/**
 * Every public page a search engine should know, read from the database (nothing demo-only): the home
 * page, the category lists shoppers see (hidden ones and their children left out), every product on
 * sale, the activity lists, every activity switched on and not ended, the help centre and each
 * published article (with its last change).
 */
export async function sitemapPages(db: Db, now: Date): Promise<SitemapPage[]> {
  const parent = sql`(select p.hidden from ${categories} p where p.id = ${categories.parentId})`;
  const [categoryRows, goodsRows, activityRows, articleRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(and(eq(categories.hidden, false), or(isNull(categories.parentId), sql`${parent} = false`))).orderBy(categories.id),
    db.select({ id: goods.id }).from(goods).where(eq(goods.status, 'on')).orderBy(goods.id),
    db.select({ id: activities.id, type: activities.type }).from(activities).where(and(eq(activities.enabled, true), gt(activities.endsAt, now))).orderBy(activities.id),
    db.select({ id: helpArticles.id, updatedAt: helpArticles.updatedAt }).from(helpArticles).where(eq(helpArticles.published, true)).orderBy(helpArticles.id),
  ]);
  return [
    { path: '/index' },
    ...categoryRows.map(({ id }) => ({ path: '/goods/index', query: { category_id: String(id) } })),
    ...goodsRows.map(({ id }) => ({ path: '/goods/view', query: { id: String(id) } })),
    ...ACTIVITY_LIST_TYPES.map((type) => ({ path: `/activity/${type}/index` })),
    ...activityRows.map(({ id, type }) => ({ path: `/activity/${type}/view`, query: { id: String(id) } })),
    { path: '/page/view' },
    ...articleRows.map(({ id, updatedAt }) => ({ path: '/page/view', query: { id: String(id) }, lastmod: updatedAt.toISOString() })),
  ];
}
