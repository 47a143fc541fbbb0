import {
  adminBrand,
  adminBrandList,
  adminBrandSaveBody,
  adminCategoryIdBody,
  adminCategorySaveBody,
  adminCategoryTree,
  adminGoodsDetail,
  adminGoodsDetailQuery,
  adminGoodsListAnswer,
  adminGoodsListQuery,
  adminGoodsSaveBody,
  adminGoodsStatusAnswer,
  adminGoodsStatusBody,
  adminSubCategory,
  endpoints,
  GOODS_IMAGES_MAX,
  GOODS_SKUS_MAX,
  SPEC_GROUPS_MAX,
  SPEC_VALUES_MAX,
  LOW_STOCK_THRESHOLD,
  noInput,
  uploadedImage,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { requestLang } from '../../http/i18n';
import { operation } from '../../http/operation';
import { acceptPhotoBodies, PHOTO_BODY_RULES, PHOTO_BODY_TYPES, PHOTO_UPLOAD_LIMITS, photoBytes, uploadLibraryPicture } from '../upload';
import { listBrands, saveBrand } from './brand-service';
import { deleteCategory, loadAdminCategoryTree, saveCategory } from './category-service';
import { describeAdminGoods } from './goods-detail-service';
import { listAdminGoods } from './goods-list-service';
import { setGoodsStatus } from './goods-status-service';
import { saveGoods } from './save-goods-service';

/** Back office: goods, SKUs (price, stock), shelf state, categories, and the pictures they show. */
export function adminGoodsRoutes(app: FastifyInstance, options: { uploadDir: string }): void {
  acceptPhotoBodies(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tag = 'admin';

  routes.get(
    endpoints.listAdminGoods.path,
    {
      schema: {
        ...operation(endpoints.listAdminGoods, {
          tag,
          summary: 'Back office: one page of goods',
          description: `Goods on and off the shelf, sorted by \`sort\` (id, price, sales, stock, created_at) in \`order\`, filtered by a \`keyword\` (a name in either language, or the id), a \`category_id\` (a top category takes in its sub-categories), \`status\`, and \`low_stock=1\` (a SKU with ${LOW_STOCK_THRESHOLD} units or fewer). Each row: main picture, name in the request’s language, category, cheapest and dearest SKU price, total stock, whether a SKU is low, sales, status.`,
          answer: adminGoodsListAnswer,
          permission: 'goods.view',
          querystring: adminGoodsListQuery,
        }),
      },
    },
    async (request) => ok(request, await listAdminGoods(app.db, request.query, requestLang(request))),
  );

  routes.get(
    endpoints.getAdminGoods.path,
    {
      schema: {
        ...operation(endpoints.getAdminGoods, {
          tag,
          summary: 'Back office: one product with its specs and SKUs',
          description: 'The product in both languages, on or off the shelf: names, subtitles, descriptions (HTML), category, shop, pictures (the first is the main one), specs with their values, and every SKU with its spec text, price, market price and stock.',
          answer: adminGoodsDetail,
          permission: 'goods.view',
          refusals: [404],
          querystring: adminGoodsDetailQuery,
        }),
      },
    },
    async (request) => ok(request, await describeAdminGoods(app.db, request.query.id, requestLang(request))),
  );

  routes.post(
    endpoints.saveAdminGoods.path,
    {
      schema: {
        ...operation(endpoints.saveAdminGoods, {
          tag,
          summary: 'Back office: create or edit a product and its SKUs',
          description: `Without \`id\` creates a product, off the shelf until admin/goods/status puts it on; with \`id\` edits it. Without \`specs\` (as before options could be edited) a new product has one SKU (\`skus\` holds one entry without \`id\`) and an edit changes the SKUs listed (each one of its own, each once; SKUs left out stay as they are). With \`specs\` (at most ${SPEC_GROUPS_MAX} groups of at most ${SPEC_VALUES_MAX} values, names in both languages, no two groups or two values of a group alike in either language, an optional swatch picture per value) the groups replace the product's and \`skus\` must be their matrix exactly: each SKU names its combination in \`values\` (for each group, the index of its value), each combination once, at most ${GOODS_SKUS_MAX} (\`goods_skus_too_many\`, \`goods_sku_matrix_mismatch\`). A listed SKU keeps its id, price, stock and code under its new combination; one without \`id\` is added; one left out is deleted, or, when orders or activities point at it, taken off shelf: kept, hidden from shoppers and never sold again. Prices are yuan text with at most two decimals; \`code\` and \`image\` left out stay as they are. \`images\` (1 to ${GOODS_IMAGES_MAX}, the first the main picture), swatches and SKU pictures are admin/upload/image URLs or pictures the product already has. Stock is optimistic: each listed existing SKU carries \`stock_seen\`, the stock the operator started from; when \`stock\` differs it is written only if the SKU still holds \`stock_seen\`, else the whole save is refused with 409 \`goods_stock_changed\` naming the SKU’s field, with the stock it holds now in \`data.stock\` — a sale made while the operator edited is never overwritten. The product’s list price follows its cheapest SKU on sale. Audited. Answers the product as admin/goods/detail does.`,
          answer: adminGoodsDetail,
          permission: 'goods.edit',
          refusals: [404, 409],
          body: adminGoodsSaveBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      const id = await saveGoods(app.db, staff, request.body, options.uploadDir, request);
      return ok(request, await describeAdminGoods(app.db, id, requestLang(request)), 'goods_saved');
    },
  );

  routes.post(
    endpoints.setAdminGoodsStatus.path,
    {
      schema: {
        ...operation(endpoints.setAdminGoodsStatus, {
          tag,
          summary: 'Back office: put goods on or take them off the shelf',
          description: 'Sets `status` (on or off) on every product of `ids` (1 to 100); goods already so are left alone and `changed` counts the others. Off-shelf goods leave the shop’s lists and search, their product page answers not found, and carts show them as no longer available. Any unknown id refuses the whole call with 404. Audited, one row per product changed.',
          answer: adminGoodsStatusAnswer,
          permission: 'goods.edit',
          refusals: [404],
          body: adminGoodsStatusBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      return ok(request, await setGoodsStatus(app.db, staff, request.body, request), 'goods_status_saved');
    },
  );

  routes.post(
    endpoints.uploadAdminImage.path,
    {
      ...PHOTO_UPLOAD_LIMITS,
      schema: {
        ...operation(endpoints.uploadAdminImage, {
          tag,
          summary: 'Back office: upload a picture for goods or a category',
          description:
            `${PHOTO_BODY_RULES} Answers the URL to put in admin/goods/save’s \`images\` or admin/category/save’s \`image\`; it serves resized copies, as upload/image’s do. The picture joins the media library (admin/media/index), as admin/media/upload’s do.`,
          answer: uploadedImage,
          permission: 'goods.edit',
          refusals: [429],
        }),
        consumes: PHOTO_BODY_TYPES,
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await app.rateLimiters.uploads.enter(`staff:${staff.id}`);
      const { url } = await uploadLibraryPicture(app.db, options.uploadDir, staff, photoBytes(request), app.clock());
      return ok(request, { url });
    },
  );

  routes.get(
    endpoints.getAdminCategoryTree.path,
    {
      schema: {
        ...operation(endpoints.getAdminCategoryTree, {
          tag,
          summary: 'Back office: the category tree',
          description: 'Every category in both languages: top categories with their sub-categories, siblings in their sort order, each with the number of goods filed directly under it.',
          answer: adminCategoryTree,
          permission: 'category.view',
          querystring: noInput,
        }),
      },
    },
    async (request) => ok(request, await loadAdminCategoryTree(app.db)),
  );

  routes.post(
    endpoints.saveAdminCategory.path,
    {
      schema: {
        ...operation(endpoints.saveAdminCategory, {
          tag,
          summary: 'Back office: create or edit a category',
          description: 'Without `id` creates a category, with it edits one: both names, `parent_id` (null for a top category; a parent must be a top category, and a category with sub-categories stays on top: the shop shows two levels, `category_parent_invalid`), `sort` (lower first), `image` (an admin/upload/image URL, the current picture, or empty) and `hidden` (left out: kept; a hidden category, with a top category’s sub-categories, leaves the shop’s category/index and goods/index by `category_id`, while a keyword search and the product pages still show its goods). The shop’s category/index shows the change at once. Audited.',
          answer: adminSubCategory,
          permission: 'category.edit',
          refusals: [404],
          body: adminCategorySaveBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      return ok(request, await saveCategory(app.db, staff, request.body, options.uploadDir, request), 'category_saved');
    },
  );

  routes.post(
    endpoints.deleteAdminCategory.path,
    {
      schema: {
        ...operation(endpoints.deleteAdminCategory, {
          tag,
          summary: 'Back office: delete an empty category',
          description: 'Deletes the category; refused with 409 naming `id` while it has sub-categories (`category_has_children`) or goods filed under it (`category_has_goods`). Audited.',
          answer: z.null(),
          permission: 'category.edit',
          refusals: [404, 409],
          body: adminCategoryIdBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      await deleteCategory(app.db, staff, request.body.id, request);
      return ok(request, null, 'category_deleted');
    },
  );

  routes.get(
    endpoints.listAdminBrands.path,
    {
      schema: {
        ...operation(endpoints.listAdminBrands, {
          tag,
          summary: 'Back office: the brands',
          description: 'Every brand in both languages, in sort order (lower first), each with the number of goods sold under it: the goods form’s brand choices and the category page’s brand list.',
          answer: adminBrandList,
          permission: 'goods.view',
          querystring: noInput,
        }),
      },
    },
    async (request) => ok(request, await listBrands(app.db)),
  );

  routes.post(
    endpoints.saveAdminBrand.path,
    {
      schema: {
        ...operation(endpoints.saveAdminBrand, {
          tag,
          summary: 'Back office: create or edit a brand',
          description: 'Without `id` creates a brand, with it edits one: both names (each unique: another brand’s name is refused with 409 naming the field, `brand_name_taken`) and `sort` (lower first). The shop’s brand facet shows the change at once. Audited.',
          answer: adminBrand,
          permission: 'category.edit',
          refusals: [404, 409],
          body: adminBrandSaveBody,
        }),
      },
    },
    async (request) => {
      const staff = await request.requireStaff();
      return ok(request, await saveBrand(app.db, staff, request.body, request), 'brand_saved');
    },
  );
}

export default adminGoodsRoutes;
