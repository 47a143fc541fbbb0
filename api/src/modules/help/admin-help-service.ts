import type { AdminHelpArticle, AdminHelpCategory, AdminHelpIndexAnswer, HelpArticleSaveBody, HelpCategorySaveBody } from '@shop/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { helpArticles, helpCategories } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import { recordAudit } from '../audit';
import type { Staff } from '../staff';
import { sanitizeArticle } from './sanitize-article';

type ArticleRow = typeof helpArticles.$inferSelect;
type CategoryRow = typeof helpCategories.$inferSelect;
type Source = Pick<FastifyRequest, 'ip'>;

/** What the audit log keeps of a category: its names and place. */
const auditedCategory = (row: CategoryRow) => ({ name: { zh: row.nameZh, en: row.nameEn }, sort: row.sort });

export const describeAdminArticle = (row: ArticleRow): AdminHelpArticle => ({
  id: row.id,
  category_id: row.categoryId,
  zh: { title: row.titleZh, content: row.contentZh },
  en: { title: row.titleEn, content: row.contentEn },
  sort: row.sort,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

const describeAdminCategory = (row: CategoryRow, articles: ArticleRow[]): AdminHelpCategory => ({
  id: row.id,
  name: { zh: row.nameZh, en: row.nameEn },
  sort: row.sort,
  articles: articles.filter((article) => article.categoryId === row.id).map(describeAdminArticle),
});

/** admin/page/index: every category in order with all its articles, drafts included. */
export async function adminHelpIndex(db: Db): Promise<AdminHelpIndexAnswer> {
  const categories = await db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  const articles = await db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return { list: categories.map((category) => describeAdminCategory(category, articles)) };
}

/**
 * Creates or edits an article, its content sanitised in both languages, with its audit row. The
 * category is held (key share) until the article is stored, so that a category deleted at the same
 * moment cannot lose it.
 */
export async function saveHelpArticle(db: Db, input: HelpArticleSaveBody, now: Date, staff: Staff, request: Source): Promise<AdminHelpArticle> {
  return inTransaction(db, async (tx) => {
    const [category] = await tx.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, input.category_id)).for('key share');
    if (!category) throw refused('help_category_unknown', 'category_id');
    const values = {
      categoryId: category.id,
      titleZh: input.zh.title,
      titleEn: input.en.title,
      contentZh: sanitizeArticle(input.zh.content),
      contentEn: sanitizeArticle(input.en.content),
      sort: input.sort,
      published: input.published,
      updatedAt: now,
    };
    const [before] = input.id === undefined ? [] : await tx.select().from(helpArticles).where(eq(helpArticles.id, input.id)).for('update');
    if (input.id !== undefined && !before) throw notFound();
    const [saved] = before
      ? await tx.update(helpArticles).set(values).where(eq(helpArticles.id, before.id)).returning()
      : await tx.insert(helpArticles).values(values).returning();
    const after = describeAdminArticle(saved!);
    await recordAudit(tx, staff, { action: 'help.save_article', targetType: 'help_article', targetId: after.id, before: before && describeAdminArticle(before), after }, request);
    return after;
  });
}

export async function deleteHelpArticle(db: Db, id: number, staff: Staff, request: Source): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [deleted] = await tx.delete(helpArticles).where(eq(helpArticles.id, id)).returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, staff, { action: 'help.delete_article', targetType: 'help_article', targetId: id, before: describeAdminArticle(deleted) }, request);
  });
}

export async function saveHelpCategory(db: Db, input: HelpCategorySaveBody, staff: Staff, request: Source): Promise<AdminHelpCategory> {
  const values = { nameZh: input.name.zh, nameEn: input.name.en, sort: input.sort };
  return inTransaction(db, async (tx) => {
    const [before] = input.id === undefined ? [] : await tx.select().from(helpCategories).where(eq(helpCategories.id, input.id)).for('update');
    if (input.id !== undefined && !before) throw notFound();
    const [row] = before
      ? await tx.update(helpCategories).set(values).where(eq(helpCategories.id, before.id)).returning()
      : await tx.insert(helpCategories).values(values).returning();
    await recordAudit(tx, staff, { action: 'help.save_category', targetType: 'help_category', targetId: row!.id, before: before && auditedCategory(before), after: auditedCategory(row!) }, request);
    const articles = await tx.select().from(helpArticles).where(eq(helpArticles.categoryId, row!.id)).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    return describeAdminCategory(row!, articles);
  });
}

/** Deletes an empty category, with its audit row; one that still has articles (published or not) is refused. */
export async function deleteHelpCategory(db: Db, id: number, staff: Staff, request: Source): Promise<void> {
  await inTransaction(db, async (tx) => {
    // The row lock waits for articles being saved into the category (they hold it in key share).
    const [category] = await tx.select().from(helpCategories).where(eq(helpCategories.id, id)).for('update');
    if (!category) throw notFound();
    const [kept] = await tx.select({ total: count() }).from(helpArticles).where(eq(helpArticles.categoryId, id));
    if ((kept?.total ?? 0) > 0) throw conflict('help_category_not_empty', 'id');
    await tx.delete(helpCategories).where(eq(helpCategories.id, id));
    await recordAudit(tx, staff, { action: 'help.delete_category', targetType: 'help_category', targetId: id, before: auditedCategory(category) }, request);
  });
}
