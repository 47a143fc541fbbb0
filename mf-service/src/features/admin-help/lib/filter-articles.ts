import type { AdminHelpArticle, AdminHelpCategory } from '@shop/contract';

/**
 * The articles of one category (all when null) whose title in either language holds `q`, in the
 * help centre's reading order. The back office gets every article in one answer, so it filters here.
 */
export function filterArticles(categories: AdminHelpCategory[], categoryId: number | null, q: string): AdminHelpArticle[] {
  const needle = q.trim().toLocaleLowerCase();
  return categories
    .filter((category) => categoryId === null || category.id === categoryId)
    .flatMap((category) => category.articles)
    .filter((article) => !needle || `${article.zh.title}\n${article.en.title}`.toLocaleLowerCase().includes(needle));
}
