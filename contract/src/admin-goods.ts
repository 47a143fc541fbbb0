import { z } from 'zod';
import { countValue, isoTime, listOf, pageOf, recordId, yuan } from './answer-fields';
import { bodyIdField, idField, pagingFields, sortFields } from './field-rules';
import { yuanTextToCents } from './wallet';

/**
 * The back office's goods and category calls (issue 15): list, read, create and edit goods with
 * their SKUs' prices and stock, put them on or off the shelf, and keep the category tree.
 */

/** A price: 1,000,000.00 yuan at most, so that cents stay far inside the database's integers. */
export const GOODS_PRICE_MAX_CENTS = 100_000_000;
/** Units one SKU may hold. */
export const GOODS_STOCK_MAX = 1_000_000;
/** Photos of one product; the first is its main picture. */
export const GOODS_IMAGES_MAX = 10;
/** Spec groups one product may have (Colour, Size, Material). */
export const SPEC_GROUPS_MAX = 3;
/** Values one spec group may have. */
export const SPEC_VALUES_MAX = 30;
/** SKUs one product may have: the spec groups' values multiplied together may not pass it. */
export const GOODS_SKUS_MAX = 600;
/** Characters of a SKU's own code. */
export const SKU_CODE_MAX_LENGTH = 64;
/** Descriptions are HTML, sanitised where the shop shows them. */
export const GOODS_CONTENT_MAX_LENGTH = 50_000;
export const GOODS_STATUSES = ['on', 'off'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];
export const ADMIN_GOODS_SORTS = ['id', 'price', 'sales', 'stock', 'created_at'] as const;
export type AdminGoodsSort = (typeof ADMIN_GOODS_SORTS)[number];

/** admin/goods/index: one page of goods, on or off the shelf, sorted and filtered on the server. */
export const adminGoodsListQuery = z.object({
  ...pagingFields(20, 100),
  ...sortFields(ADMIN_GOODS_SORTS, 'id'),
  /** Part of a name in either language, or the id. */
  keyword: z.string().trim().max(60).optional(),
  /** A category and its sub-categories. */
  category_id: idField.optional(),
  status: z.enum(GOODS_STATUSES).optional(),
  /** `1`: only goods with a SKU at or below LOW_STOCK_THRESHOLD (admin-dashboard). */
  low_stock: z.enum(['0', '1']).optional(),
});
export type AdminGoodsListQuery = z.infer<typeof adminGoodsListQuery>;

export const adminGoodsRow = z.object({
  id: recordId,
  image: z.string(),
  /** In the request's language. */
  name: z.string(),
  category: z.object({ id: recordId, name: z.string() }),
  /** The cheapest and dearest SKU. */
  min_price: yuan,
  max_price: yuan,
  /** Every SKU's stock added up. */
  stock: countValue,
  /** True when a SKU is at or below LOW_STOCK_THRESHOLD. */
  low_stock: z.boolean(),
  sales: countValue,
  status: z.enum(GOODS_STATUSES),
  created_at: isoTime,
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRow>;

export const adminGoodsListAnswer = pageOf(adminGoodsRow);
export type AdminGoodsListAnswer = z.infer<typeof adminGoodsListAnswer>;

/** admin/goods/detail?id */
export const adminGoodsDetailQuery = z.object({ id: idField });
export type AdminGoodsDetailQuery = z.infer<typeof adminGoodsDetailQuery>;

const bilingual = z.object({ zh: z.string(), en: z.string() });

export const adminGoodsSpec = z.object({
  id: recordId,
  name: bilingual,
  /** `image`: the value's swatch, empty for none. */
  values: z.array(z.object({ id: recordId, value: bilingual, image: z.string() })),
});
export type AdminGoodsSpec = z.infer<typeof adminGoodsSpec>;

export const adminGoodsSku = z.object({
  id: recordId,
  /** `specId:valueId` pairs ("12:31,13:35"); empty for the one SKU of goods without specs. */
  key: z.string(),
  /** "Colour: Black, Size: M" in both languages; empty without specs. */
  spec_text: bilingual,
  sell_price: yuan,
  market_price: yuan,
  stock: countValue,
  image: z.string(),
  /** The merchant's own code, empty for none. */
  code: z.string(),
});
export type AdminGoodsSku = z.infer<typeof adminGoodsSku>;

/** admin/goods/detail: everything the edit page shows, in both languages. */
export const adminGoodsDetail = z.object({
  id: recordId,
  name_zh: z.string(),
  name_en: z.string(),
  subtitle_zh: z.string(),
  subtitle_en: z.string(),
  content_zh: z.string(),
  content_en: z.string(),
  category_id: recordId,
  /** Null for goods sold under no brand. */
  brand_id: recordId.nullable(),
  shop: z.object({ id: recordId, name: z.string() }),
  /** The first is the main picture. */
  images: z.array(z.string()),
  status: z.enum(GOODS_STATUSES),
  sales: countValue,
  created_at: isoTime,
  specs: z.array(adminGoodsSpec),
  /** The SKUs on sale: one per combination of the specs' values. SKUs an edit took off shelf are not listed. */
  skus: z.array(adminGoodsSku),
});
export type AdminGoodsDetail = z.infer<typeof adminGoodsDetail>;

/** A price typed in yuan ("59", "59.9"), at most two decimals, 0 to the maximum. */
export const goodsPriceField = z
  .string()
  .trim()
  .min(1)
  .refine(
    (text) => {
      const cents = yuanTextToCents(text);
      return cents >= 0 && cents <= GOODS_PRICE_MAX_CENTS;
    },
    { error: 'goods_price_invalid' },
  );

const stockField = z.number({ error: 'goods_stock_invalid' }).int({ error: 'goods_stock_invalid' }).min(0, { error: 'goods_stock_invalid' }).max(GOODS_STOCK_MAX, { error: 'goods_stock_invalid' });

/**
 * One SKU of admin/goods/save. An existing SKU (`id`) carries `stock_seen`, the stock the operator
 * started from: the new `stock` is written only if the SKU still holds that many, so a sale made
 * meanwhile is never overwritten (409 `goods_stock_changed`). With `specs`, `values` names the SKU's
 * combination: for each spec group in order, the index of its value in that group's `values`.
 */
export const adminGoodsSkuInput = z.object({
  id: bodyIdField.optional(),
  values: z.array(z.number().int().min(0).max(SPEC_VALUES_MAX - 1)).max(SPEC_GROUPS_MAX).optional(),
  sell_price: goodsPriceField,
  market_price: goodsPriceField,
  stock: stockField,
  stock_seen: z.number().int().min(0).max(GOODS_STOCK_MAX).optional(),
  /** Left out: kept as it is (empty for a new SKU). */
  code: z.string().trim().max(SKU_CODE_MAX_LENGTH).optional(),
  /** An admin/upload/image URL or the SKU's current picture; empty: the product's main picture. Left out: kept. */
  image: z.string().trim().max(500).optional(),
});
export type AdminGoodsSkuInput = z.infer<typeof adminGoodsSkuInput>;

const text = (max: number) => z.string().trim().max(max);

/** A value of a spec group as saved: `id` for one the product has (renamed, its swatch changed), none for a new one. */
export const adminSpecValueInput = z.object({
  id: bodyIdField.optional(),
  value_zh: text(60).min(1),
  value_en: text(80).min(1),
  /** The swatch: an admin/upload/image URL, the value's current picture, or empty. */
  image: z.string().trim().max(500).default(''),
});
export type AdminSpecValueInput = z.infer<typeof adminSpecValueInput>;

/** A spec group as saved: `id` for one the product has, none for a new one; values in the order the shop shows them. */
export const adminSpecInput = z.object({
  id: bodyIdField.optional(),
  name_zh: text(40).min(1),
  name_en: text(60).min(1),
  values: z.array(adminSpecValueInput).min(1, { error: 'goods_spec_values_required' }).max(SPEC_VALUES_MAX, { error: 'goods_spec_values_too_many' }),
});
export type AdminSpecInput = z.infer<typeof adminSpecInput>;

/** How many SKUs the spec groups make: their values multiplied together (one without groups). */
export const skuMatrixSize = (specs: readonly { values: readonly unknown[] }[]): number => specs.reduce((size, spec) => size * spec.values.length, 1);

type Refuse = (path: (string | number)[], message: string) => void;
const sameText = (text: string) => text.trim().toLowerCase();

/** Two groups named alike, or two values of one group, in either language. */
function refuseDuplicateSpecs(specs: readonly AdminSpecInput[], refuse: Refuse): void {
  for (const lang of ['zh', 'en'] as const) {
    const names = new Set<string>();
    specs.forEach((spec, index) => {
      const name = sameText(spec[`name_${lang}`]);
      if (names.has(name)) refuse(['specs', index, `name_${lang}`], 'goods_spec_duplicate');
      names.add(name);
      const values = new Set<string>();
      spec.values.forEach((value, at) => {
        const said = sameText(value[`value_${lang}`]);
        if (values.has(said)) refuse(['specs', index, 'values', at, `value_${lang}`], 'goods_spec_value_duplicate');
        values.add(said);
      });
    });
  }
}

/** The SKUs must be the groups' matrix exactly: each combination once, none outside it. */
function refuseMatrixMismatch(specs: readonly AdminSpecInput[], skus: readonly AdminGoodsSkuInput[], refuse: Refuse): void {
  const size = skuMatrixSize(specs);
  if (size > GOODS_SKUS_MAX) return refuse(['specs'], 'goods_skus_too_many');
  const combinations = new Set<string>();
  skus.forEach((sku, index) => {
    const values = sku.values ?? [];
    const fits = values.length === specs.length && values.every((at, group) => at < specs[group]!.values.length);
    const combination = values.join(',');
    if (!fits || combinations.has(combination)) refuse(['skus', index, 'values'], 'goods_sku_matrix_mismatch');
    combinations.add(combination);
  });
  if (skus.length !== size) refuse(['skus'], 'goods_sku_matrix_mismatch');
}

/**
 * admin/goods/save: without `id` a new product (off the shelf until put on), with it an edit.
 * Without `specs` (as before options could be edited): a new product has one SKU, an edit changes
 * the SKUs listed and leaves the others. With `specs`: the groups replace the product's, and `skus`
 * must be their matrix exactly (each listed SKU keeps its id, price, stock and code; a new one has no
 * id); a SKU left out is deleted, or taken off shelf when it has orders or activities.
 * `images` are upload URLs (admin/upload/image) or pictures the product already has.
 */
export const adminGoodsSaveBody = z
  .object({
    id: bodyIdField.optional(),
    category_id: bodyIdField,
    /** A brand from admin/brand/index, or null for none; left out: kept (none for a new product). */
    brand_id: bodyIdField.nullable().optional(),
    name_zh: text(120).min(1),
    name_en: text(160).min(1),
    subtitle_zh: text(200).default(''),
    subtitle_en: text(240).default(''),
    content_zh: text(GOODS_CONTENT_MAX_LENGTH).default(''),
    content_en: text(GOODS_CONTENT_MAX_LENGTH).default(''),
    images: z.array(z.string().trim().min(1).max(500)).min(1, { error: 'goods_images_required' }).max(GOODS_IMAGES_MAX, { error: 'goods_images_too_many' }),
    specs: z.array(adminSpecInput).max(SPEC_GROUPS_MAX, { error: 'goods_specs_too_many' }).optional(),
    skus: z.array(adminGoodsSkuInput).min(1).max(GOODS_SKUS_MAX, { error: 'goods_skus_too_many' }),
  })
  .superRefine((input, context) => {
    const refuse: Refuse = (path, message) => context.addIssue({ code: 'custom', path, message });
    const matrix = input.specs !== undefined;
    if (!matrix && input.id === undefined && (input.skus.length !== 1 || input.skus[0]!.id !== undefined)) refuse(['skus'], 'goods_new_one_sku');
    const seen = new Set<number>();
    input.skus.forEach((sku, index) => {
      if (!matrix && input.id !== undefined && sku.id === undefined) refuse(['skus', index, 'id'], 'field_required');
      if (input.id === undefined && sku.id !== undefined) refuse(['skus', index, 'id'], 'goods_sku_unknown');
      if (sku.id !== undefined && sku.stock_seen === undefined) refuse(['skus', index, 'stock_seen'], 'field_required');
      if (sku.id !== undefined && seen.has(sku.id)) refuse(['skus', index, 'id'], 'goods_sku_duplicate');
      if (sku.id !== undefined) seen.add(sku.id);
    });
    if (input.specs) {
      refuseDuplicateSpecs(input.specs, refuse);
      refuseMatrixMismatch(input.specs, input.skus, refuse);
    }
  });
export type AdminGoodsSaveBody = z.infer<typeof adminGoodsSaveBody>;

/** admin/goods/status: put goods on or take them off the shelf. */
export const adminGoodsStatusBody = z.object({
  ids: z.array(bodyIdField).min(1).max(100),
  status: z.enum(GOODS_STATUSES),
});
export type AdminGoodsStatusBody = z.infer<typeof adminGoodsStatusBody>;

/** admin/goods/status: how many goods changed (those already so are left alone). */
export const adminGoodsStatusAnswer = z.object({ changed: countValue });
export type AdminGoodsStatusAnswer = z.infer<typeof adminGoodsStatusAnswer>;

const categoryFields = {
  id: recordId,
  parent_id: recordId.nullable(),
  name_zh: z.string(),
  name_en: z.string(),
  image: z.string(),
  sort: z.number().int(),
  /** Left out of the shop's category tree and category lists, with its sub-categories and their goods. */
  hidden: z.boolean(),
  /** Goods filed directly under the category. */
  goods: countValue,
};

/** A sub-category (the shop shows two levels), or any category as admin/category/save answers it. */
export const adminSubCategory = z.object(categoryFields);
export type AdminSubCategory = z.infer<typeof adminSubCategory>;

/** A top category with its sub-categories. */
export const adminCategory = z.object({ ...categoryFields, children: z.array(adminSubCategory) });
export type AdminCategory = z.infer<typeof adminCategory>;

/** admin/category/index: the whole tree, siblings in their sort order. */
export const adminCategoryTree = listOf(adminCategory);
export type AdminCategoryTree = z.infer<typeof adminCategoryTree>;

/** Sort values a category may take; lower first. */
export const CATEGORY_SORT_MAX = 9999;

/**
 * admin/category/save: without `id` a new category, with it an edit. `parent_id` null makes a top
 * category; a parent must be a top category (the shop shows two levels). `image` is an upload URL,
 * the category's current picture, or empty.
 */
export const adminCategorySaveBody = z.object({
  id: bodyIdField.optional(),
  parent_id: bodyIdField.nullable().default(null),
  name_zh: text(40).min(1),
  name_en: text(60).min(1),
  image: z.string().trim().max(500).default(''),
  sort: z.number().int().min(0).max(CATEGORY_SORT_MAX).default(0),
  /** Hides the category (and a top category's sub-categories) from the shop's tree and category lists; left out: kept (shown for a new one). */
  hidden: z.boolean().optional(),
});
export type AdminCategorySaveBody = z.infer<typeof adminCategorySaveBody>;

/** admin/category/delete */
export const adminCategoryIdBody = z.object({ id: bodyIdField });
export type AdminCategoryIdBody = z.infer<typeof adminCategoryIdBody>;

/** A brand as the back office keeps it, with the number of goods sold under it. */
export const adminBrand = z.object({ id: recordId, name_zh: z.string(), name_en: z.string(), sort: z.number().int(), goods: countValue });
export type AdminBrand = z.infer<typeof adminBrand>;

/** admin/brand/index: every brand, in sort order. */
export const adminBrandList = listOf(adminBrand);
export type AdminBrandList = z.infer<typeof adminBrandList>;

/** admin/brand/save: without `id` a new brand, with it an edit; both names are unique. */
export const adminBrandSaveBody = z.object({
  id: bodyIdField.optional(),
  name_zh: text(40).min(1),
  name_en: text(60).min(1),
  sort: z.number().int().min(0).max(CATEGORY_SORT_MAX).default(0),
});
export type AdminBrandSaveBody = z.infer<typeof adminBrandSaveBody>;
