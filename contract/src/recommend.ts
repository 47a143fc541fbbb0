import { z } from 'zod';
import { pageOf } from './answer-fields';
import { goodsListItem } from './goods';
import { idField, pagingFields } from './field-rules';

/** How many goods "guess you like" ranks at most: the feed ends there, however far a shopper scrolls. */
export const RECOMMEND_FEED_LIMIT = 200;

/** recommend/feed: one page of "guess you like", `size` goods per page. */
export const recommendFeedQuery = z.object({ ...pagingFields(12, 30) });
export type RecommendFeedQuery = z.infer<typeof recommendFeedQuery>;

/**
 * recommend/feed: for a member, goods ranked from what they viewed, saved and bought (what other
 * shoppers bought and viewed with those goods, and their categories), none of those goods itself;
 * for a visitor, the shop's popular goods. `total` counts every page (at most RECOMMEND_FEED_LIMIT).
 */
export const recommendFeedAnswer = pageOf(goodsListItem);
export type RecommendFeedAnswer = z.infer<typeof recommendFeedAnswer>;

/** recommend/goods: the product the lists are about, and how many goods each list holds at most. */
export const recommendGoodsQuery = z.object({ goods_id: idField, size: z.coerce.number().int().min(1).max(24).default(8) });
export type RecommendGoodsQuery = z.infer<typeof recommendGoodsQuery>;

/**
 * recommend/goods: what shoppers who bought this product also bought, what shoppers who viewed it
 * also viewed, and the popular goods of its category; on-shelf goods only, never the product itself.
 */
export const recommendGoodsAnswer = z.object({
  bought_together: z.array(goodsListItem),
  viewed_together: z.array(goodsListItem),
  popular_in_category: z.array(goodsListItem),
});
export type RecommendGoodsAnswer = z.infer<typeof recommendGoodsAnswer>;
