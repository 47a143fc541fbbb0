import { z } from 'zod';
import { activityBadge } from './activity-badge';
import { countValue, isoTime, pageOf, recordId, yuan } from './answer-fields';
import { COMMENT_TYPES, GOODS_SORTS } from './enums';
import { bodyIdField, idField, pagingFields } from './field-rules';
import { ATTR_FILTER_MAX, BRAND_FILTER_MAX, parseAttrFilter } from './facet-filters';
import { SEARCH_MAX_LENGTH } from './limits';

const priceFilter = z.coerce.number().min(0).max(10_000_000);

/** `brand_id`: one brand id or several joined by commas ("1,3"); goods of any of them. */
const brandFilter = z
  .string()
  .trim()
  .regex(new RegExp(`^[1-9]\\d{0,8}(?:,[1-9]\\d{0,8}){0,${BRAND_FILTER_MAX - 1}}$`), { error: 'brand_filter_invalid' })
  .transform((value) => [...new Set(value.split(',').map(Number))]);

/**
 * `attr`: spec values as `name:value` pairs joined by `;` ("Colour:Black;Size:M"), names and values
 * in either language. Values of one group are alternatives; groups narrow each other.
 */
const attrFilter = z
  .string()
  .trim()
  .max(ATTR_FILTER_MAX * 150)
  .refine((text) => parseAttrFilter(text).length > 0 && parseAttrFilter(text).length <= ATTR_FILTER_MAX, { error: 'attr_filter_invalid' })
  .transform(parseAttrFilter);

/** The list filters goods/index, search/index and shop/index share; prices in yuan. */
export const goodsFilterShape = {
  category_id: idField.optional(),
  keywords: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  min_price: priceFilter.optional(),
  max_price: priceFilter.optional(),
  sort: z.enum(GOODS_SORTS, { error: 'sort_invalid' }).default('default'),
  shop_id: idField.optional(),
  brand_id: brandFilter.optional(),
  attr: attrFilter.optional(),
  ...pagingFields(20, 60),
};

type PriceRange = { min_price?: number | undefined; max_price?: number | undefined };

/** Refuses a price range whose maximum is below its minimum, naming max_price. */
export const withPriceRange = <S extends z.ZodType<PriceRange>>(schema: S) =>
  schema.refine((input) => input.min_price === undefined || input.max_price === undefined || input.min_price <= input.max_price, {
    message: 'price_range_invalid',
    path: ['max_price'],
  });

export const goodsListQuery = withPriceRange(z.object(goodsFilterShape));
export type GoodsListQuery = z.infer<typeof goodsListQuery>;

export const goodsViewQuery = z.object({ id: idField });

export const goodsCommentQuery = z.object({
  id: idField,
  type: z.enum(COMMENT_TYPES, { error: 'comment_type_invalid' }).default('all'),
  ...pagingFields(20, 60),
});
export type GoodsCommentQuery = z.infer<typeof goodsCommentQuery>;

export const goodsFavoriteBody = z.object({ id: bodyIdField });

/** A product as every goods list answers it; `activity` is the promotion it is in (activityBadge), or null. */
export const goodsListItem = z.object({
  id: recordId,
  name: z.string(),
  image: z.string(),
  sell_price: yuan,
  market_price: yuan,
  sales: countValue,
  stock: countValue,
  shop_id: recordId,
  /** The shop's name in the request's language; its page is /shop/index?id=shop_id. */
  shop_name: z.string(),
  activity: activityBadge.nullable(),
});
export type GoodsListItem = z.infer<typeof goodsListItem>;

/** goods/index: one page of on-shelf goods. */
export const goodsListAnswer = pageOf(goodsListItem);
export type GoodsListAnswer = z.infer<typeof goodsListAnswer>;

const { sort: _sort, page: _page, size: _size, ...facetFilterShape } = goodsFilterShape;

/**
 * goods/facets: the filters of goods/index (sort and paging are not needed), and `q`, the text of
 * search/index, for the facets of a search.
 */
export const goodsFacetsQuery = withPriceRange(z.object({ q: z.string().trim().max(SEARCH_MAX_LENGTH).optional(), ...facetFilterShape }));
export type GoodsFacetsQuery = z.infer<typeof goodsFacetsQuery>;

/** A brand of the goods found, with how many of them carry it (the other filters applied, not the brand's own). */
export const facetBrand = z.object({ id: recordId, name: z.string(), count: countValue, selected: z.boolean() });
export type FacetBrand = z.infer<typeof facetBrand>;

/** A spec value of the goods found; `token` is its `name:value` pair of the `attr` filter. */
export const facetValue = z.object({ value: z.string(), token: z.string(), count: countValue, selected: z.boolean() });
export type FacetValue = z.infer<typeof facetValue>;

/** A spec group (Colour, Size) across the goods found, named in the request's language. */
export const facetGroup = z.object({ name: z.string(), values: z.array(facetValue) });
export type FacetGroup = z.infer<typeof facetGroup>;

/**
 * goods/facets: brands and spec groups of the goods a list shows, each value with its count. A
 * count applies every filter but its own group's (a shopper sees what choosing it would add).
 */
export const goodsFacetsAnswer = z.object({ brands: z.array(facetBrand), attrs: z.array(facetGroup) });
export type GoodsFacetsAnswer = z.infer<typeof goodsFacetsAnswer>;

/** A value of a spec group; `image`, when the back office gave it one, is a swatch the SKU selector shows beside it. */
export const specValue = z.object({ id: recordId, value: z.string(), image: z.string().optional() });
export type SpecValue = z.infer<typeof specValue>;

/** A spec group such as Colour or Size, one value of which is chosen. */
export const specGroup = z.object({ id: recordId, name: z.string(), list: z.array(specValue) });
export type SpecGroup = z.infer<typeof specGroup>;

export const goodsSku = z.object({
  id: recordId,
  /** `specId:valueId` pairs sorted by spec id ("12:31,13:35"); empty for goods without specs. */
  key: z.string(),
  sell_price: yuan,
  market_price: yuan,
  stock: countValue,
  image: z.string(),
});
export type GoodsSku = z.infer<typeof goodsSku>;

/** Reviews behind each filter of goods/comment. */
export const commentCounts = z.object({ all: countValue, good: countValue, mid: countValue, bad: countValue, img: countValue });
export type CommentCounts = z.infer<typeof commentCounts>;

/** goods/view: everything the product page shows, in the request's language. */
export const goodsDetail = z.object({
  id: recordId,
  name: z.string(),
  subtitle: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  sell_price: yuan,
  market_price: yuan,
  sales: countValue,
  stock: countValue,
  content: z.string(),
  category_id: recordId,
  attr: z.array(specGroup),
  skus: z.array(goodsSku),
  is_favorite: z.boolean(),
  /** `good_rate`: share of good reviews, 0-100 (100 while nobody has reviewed). */
  comment: z.object({ total: countValue, good_rate: z.number().int().min(0).max(100), counts: commentCounts }),
  shop: z.object({ id: recordId, name: z.string(), logo: z.string() }),
  /** The promotion the product is in (activityBadge), or null. */
  activity: activityBadge.nullable(),
  /** The server's clock, so that the promotion's countdown agrees with the server whatever the shopper's clock says. */
  now: isoTime,
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

/** A review; the reviewer shown by first and last character only. */
export const goodsComment = z.object({
  id: recordId,
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(z.string()),
  sku_text: z.string(),
  created_at: isoTime,
  user: z.object({ username: z.string(), avatar: z.string() }),
});
export type GoodsComment = z.infer<typeof goodsComment>;

/**
 * goods/comment: one page of reviews, newest first, with the count behind each filter and the
 * average of every review's stars, to one decimal (0 while nobody has reviewed).
 */
export const goodsCommentAnswer = pageOf(goodsComment).extend({ counts: commentCounts, average_rating: z.number().min(0).max(5) });
export type GoodsCommentAnswer = z.infer<typeof goodsCommentAnswer>;

/** goods/favorite: whether the goods is now among the member's favourites. */
export const favoriteAnswer = z.object({ is_favorite: z.boolean() });
export type FavoriteAnswer = z.infer<typeof favoriteAnswer>;
