import type { z } from 'zod';
import type { adminBrand, adminBrandList, adminBrandSaveBody, adminCategoryIdBody, adminCategorySaveBody, adminCategoryTree, adminGoodsDetail, adminGoodsDetailQuery, adminGoodsListAnswer, adminGoodsListQuery, adminGoodsSaveBody, adminGoodsStatusAnswer, adminGoodsStatusBody, adminSubCategory } from '../admin-goods';
import type { noInput } from '../field-rules';
import type { uploadedImage } from '../upload';
import type { Endpoint } from '../endpoint';

export const listAdminGoods: Endpoint<typeof adminGoodsListQuery, typeof adminGoodsListAnswer> = { operationId: 'listAdminGoods', method: 'GET', path: '/admin/goods/index' };
export const getAdminGoods: Endpoint<typeof adminGoodsDetailQuery, typeof adminGoodsDetail> = { operationId: 'getAdminGoods', method: 'GET', path: '/admin/goods/detail' };
export const saveAdminGoods: Endpoint<typeof adminGoodsSaveBody, typeof adminGoodsDetail> = { operationId: 'saveAdminGoods', method: 'POST', path: '/admin/goods/save' };
export const setAdminGoodsStatus: Endpoint<typeof adminGoodsStatusBody, typeof adminGoodsStatusAnswer> = { operationId: 'setAdminGoodsStatus', method: 'POST', path: '/admin/goods/status' };
export const uploadAdminImage: Endpoint<undefined, typeof uploadedImage> = { operationId: 'uploadAdminImage', method: 'POST', path: '/admin/upload/image' };
export const getAdminCategoryTree: Endpoint<typeof noInput, typeof adminCategoryTree> = { operationId: 'getAdminCategoryTree', method: 'GET', path: '/admin/category/index' };
export const saveAdminCategory: Endpoint<typeof adminCategorySaveBody, typeof adminSubCategory> = { operationId: 'saveAdminCategory', method: 'POST', path: '/admin/category/save' };
export const deleteAdminCategory: Endpoint<typeof adminCategoryIdBody, z.ZodNull> = { operationId: 'deleteAdminCategory', method: 'POST', path: '/admin/category/delete' };
export const listAdminBrands: Endpoint<typeof noInput, typeof adminBrandList> = { operationId: 'listAdminBrands', method: 'GET', path: '/admin/brand/index' };
export const saveAdminBrand: Endpoint<typeof adminBrandSaveBody, typeof adminBrand> = { operationId: 'saveAdminBrand', method: 'POST', path: '/admin/brand/save' };
