import { z } from 'zod';

/** Ids are PostgreSQL integers: anything larger is refused here rather than failing in the database. */
const MAX_ID = 2_147_483_647;

export const idField = z.coerce.number().int().min(1).max(MAX_ID);
export const bodyIdField = z.number().int().min(1).max(MAX_ID);

const yuanField = z.coerce.number().min(0).max(10_000_000);

export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

const pagingShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(60).default(20),
};

/** The list filters goods/index, search/index and shop/index share. */
export const goodsFilterShape = {
  category_id: idField.optional(),
  keywords: z.string().trim().max(50).optional(),
  min_price: yuanField.optional(),
  max_price: yuanField.optional(),
  sort: z.enum(GOODS_SORTS, { error: 'sort_invalid' }).default('default'),
  shop_id: idField.optional(),
  ...pagingShape,
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

export const COMMENT_TYPES = ['all', 'good', 'mid', 'bad', 'img'] as const;
export type CommentType = (typeof COMMENT_TYPES)[number];

export const goodsCommentQuery = z.object({
  id: idField,
  type: z.enum(COMMENT_TYPES, { error: 'comment_type_invalid' }).default('all'),
  ...pagingShape,
});

export const goodsFavoriteBody = z.object({ id: bodyIdField });
