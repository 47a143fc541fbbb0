import type { ActivityDetail, CategoryNode, CategoryTree, GoodsCommentAnswer, GoodsDetail, HelpArticle, ShopAnswer, SiteSettings } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../http/i18n';

/**
 * The public GETs a page's head is made from, asked in-process as a visitor (no token) in the page's
 * language: the same answers the browser gets, served by the read cache (ADR 0018) when warm.
 */
export async function publicRead<T>(app: FastifyInstance, url: string, lang: Lang): Promise<T | null> {
  const response = await app.inject({ method: 'GET', url: `/homeapi/${url}`, headers: { 'accept-language': lang } });
  if (response.statusCode !== 200) return null;
  const envelope = response.json<{ code: number; data: T }>();
  return envelope.code === 1 ? envelope.data : null;
}

export const readSettings = (app: FastifyInstance, lang: Lang) => publicRead<SiteSettings>(app, 'common/init', lang);
export const readCategories = (app: FastifyInstance, lang: Lang) => publicRead<CategoryTree>(app, 'category/index', lang);
export const readGoods = (app: FastifyInstance, id: number, lang: Lang) => publicRead<GoodsDetail>(app, `goods/view?id=${id}`, lang);
export const readReviews = (app: FastifyInstance, id: number, lang: Lang) => publicRead<GoodsCommentAnswer>(app, `goods/comment?id=${id}&size=1`, lang);
export const readShop = (app: FastifyInstance, id: number, lang: Lang) => publicRead<ShopAnswer>(app, `shop/index?id=${id}&size=1`, lang);
export const readActivity = (app: FastifyInstance, type: string, id: number, lang: Lang) => publicRead<ActivityDetail>(app, `activity/${type}/view?id=${id}`, lang);
export const readHelpArticle = (app: FastifyInstance, id: number, lang: Lang) => publicRead<HelpArticle>(app, `page/view?id=${id}`, lang);

/** The categories from the top down to `id` (the breadcrumb of a product or a list), empty when unknown. */
export function categoryTrail(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
