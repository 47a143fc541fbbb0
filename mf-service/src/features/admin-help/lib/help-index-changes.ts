import type { AdminHelpArticle, AdminHelpCategory, AdminHelpIndexAnswer } from '@shop/contract';

/** The server's order: smaller `sort` first, then older (smaller id) first. */
const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

export function dropArticle(index: AdminHelpIndexAnswer, id: number): AdminHelpIndexAnswer {
  return { list: index.list.map((category) => ({ ...category, articles: category.articles.filter((article) => article.id !== id) })) };
}

/** A saved article in its (maybe new) category, in order. */
export function placeArticle(index: AdminHelpIndexAnswer, article: AdminHelpArticle): AdminHelpIndexAnswer {
  const { list } = dropArticle(index, article.id);
  return { list: list.map((category) => (category.id === article.category_id ? { ...category, articles: [...category.articles, article].sort(bySortThenId) } : category)) };
}

export function dropCategory(index: AdminHelpIndexAnswer, id: number): AdminHelpIndexAnswer {
  return { list: index.list.filter((category) => category.id !== id) };
}

/** A saved category (with its articles) in its place among the others. */
export function placeCategory(index: AdminHelpIndexAnswer, category: AdminHelpCategory): AdminHelpIndexAnswer {
  return { list: [...dropCategory(index, category.id).list, category].sort(bySortThenId) };
}
