import type { HelpArticle, HelpArticleLink, HelpIndexAnswer, HelpSearchAnswer, HelpSearchQuery } from '@shop/contract';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { helpArticles, helpCategories } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { containsPattern } from '../../db/contains-pattern';
import { articleText, articleTextSql, excerptAround } from './article-text';

/** The columns of the request's language. */
function languageColumns(lang: Lang) {
  const en = lang === 'en-us';
  return {
    title: en ? helpArticles.titleEn : helpArticles.titleZh,
    content: en ? helpArticles.contentEn : helpArticles.contentZh,
    categoryName: en ? helpCategories.nameEn : helpCategories.nameZh,
  };
}

/** The help centre's reading order: categories in order, then each one's articles in order. */
const READING_ORDER = [asc(helpCategories.sort), asc(helpCategories.id), asc(helpArticles.sort), asc(helpArticles.id)];
const readingOrderSql = sql`order by ${helpCategories.sort}, ${helpCategories.id}, ${helpArticles.sort}, ${helpArticles.id}`;

const published = eq(helpArticles.published, true);

const linkOf = (id: number | null, title: string | null): HelpArticleLink | null => (id === null || title === null ? null : { id, title });

/** page/index: every category in order, with its published articles' ids and titles. */
export async function helpIndex(db: Db, lang: Lang): Promise<HelpIndexAnswer> {
  const { title, categoryName } = languageColumns(lang);
  const categories = await db.select({ id: helpCategories.id, name: categoryName }).from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id));
  const articles = await db
    .select({ id: helpArticles.id, title, categoryId: helpArticles.categoryId })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(published)
    .orderBy(...READING_ORDER);
  return {
    list: categories.map((category) => ({
      ...category,
      articles: articles.filter((article) => article.categoryId === category.id).map(({ id, title: text }) => ({ id, title: text })),
    })),
  };
}

/** page/view: a published article with its neighbours in the reading order; unknown or unpublished: 404. */
export async function helpArticle(db: Db, lang: Lang, id: number): Promise<HelpArticle> {
  const { title, content, categoryName } = languageColumns(lang);
  const reading = db
    .select({
      id: helpArticles.id,
      previousId: sql<number | null>`lag(${helpArticles.id}) over (${readingOrderSql})`.as('previous_id'),
      previousTitle: sql<string | null>`lag(${title}) over (${readingOrderSql})`.as('previous_title'),
      nextId: sql<number | null>`lead(${helpArticles.id}) over (${readingOrderSql})`.as('next_id'),
      nextTitle: sql<string | null>`lead(${title}) over (${readingOrderSql})`.as('next_title'),
    })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(published)
    .as('reading');
  const [row] = await db
    .select({
      id: helpArticles.id,
      title,
      content,
      updatedAt: helpArticles.updatedAt,
      categoryId: helpCategories.id,
      categoryName,
      previousId: reading.previousId,
      previousTitle: reading.previousTitle,
      nextId: reading.nextId,
      nextTitle: reading.nextTitle,
    })
    .from(reading)
    .innerJoin(helpArticles, eq(helpArticles.id, reading.id))
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(eq(reading.id, id));
  if (!row) throw notFound();
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: { id: row.categoryId, name: row.categoryName },
    updated_at: row.updatedAt.toISOString(),
    previous: linkOf(row.previousId, row.previousTitle),
    next: linkOf(row.nextId, row.nextTitle),
  };
}

/**
 * page/search: published articles whose title or text (tags left out) holds `q`, in the request's
 * language; title matches first, then the reading order.
 */
export async function searchHelp(db: Db, lang: Lang, query: HelpSearchQuery): Promise<HelpSearchAnswer> {
  const { title, content, categoryName } = languageColumns(lang);
  const pattern = containsPattern(query.q);
  const titleMatches = ilike(title, pattern);
  const where = and(published, or(titleMatches, ilike(articleTextSql(content), pattern)));
  const [counted] = await db.select({ total: count() }).from(helpArticles).where(where);
  const rows = await db
    .select({ id: helpArticles.id, title, content, categoryId: helpCategories.id, categoryName })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(where)
    .orderBy(desc(titleMatches), ...READING_ORDER)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: { id: row.categoryId, name: row.categoryName },
      excerpt: excerptAround(articleText(row.content), query.q),
    })),
    page: query.page,
    size: query.size,
    total: counted?.total ?? 0,
  };
}
