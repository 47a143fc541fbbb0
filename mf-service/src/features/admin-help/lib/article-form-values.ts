import type { z } from 'zod';
import type { AdminHelpArticle, helpArticleSaveBody } from '@shop/contract';

/** What the article editor holds: the save body as typed, `category_id` 0 until one is chosen. */
export type ArticleFormValues = z.input<typeof helpArticleSaveBody>;

export const HELP_LANGUAGES = ['zh', 'en'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

/** The editor's values for a stored article, or for a new one in `categoryId` (published, first in order). */
export function articleFormValues(article: AdminHelpArticle | undefined, categoryId: number | null): ArticleFormValues {
  if (article) return { category_id: article.category_id, zh: article.zh, en: article.en, sort: article.sort, published: article.published };
  return { category_id: categoryId ?? 0, zh: { title: '', content: '' }, en: { title: '', content: '' }, sort: 0, published: true };
}
