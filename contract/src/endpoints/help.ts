import type { z } from 'zod';
import type { noInput } from '../field-rules';
import type { adminHelpArticle, adminHelpCategory, adminHelpIndexAnswer, helpArticle, helpArticleSaveBody, helpCategorySaveBody, helpIdBody, helpIndexAnswer, helpSearchAnswer, helpSearchQuery, helpViewQuery } from '../help';
import type { Endpoint } from '../endpoint';

export const listHelpCategories: Endpoint<typeof noInput, typeof helpIndexAnswer> = { operationId: 'listHelpCategories', method: 'GET', path: '/page/index' };
export const getHelpArticle: Endpoint<typeof helpViewQuery, typeof helpArticle> = { operationId: 'getHelpArticle', method: 'GET', path: '/page/view' };
export const searchHelpArticles: Endpoint<typeof helpSearchQuery, typeof helpSearchAnswer> = { operationId: 'searchHelpArticles', method: 'GET', path: '/page/search' };
export const listAdminHelpCategories: Endpoint<typeof noInput, typeof adminHelpIndexAnswer> = { operationId: 'listAdminHelpCategories', method: 'GET', path: '/admin/page/index' };
export const saveAdminHelpArticle: Endpoint<typeof helpArticleSaveBody, typeof adminHelpArticle> = { operationId: 'saveAdminHelpArticle', method: 'POST', path: '/admin/page/save' };
export const deleteAdminHelpArticle: Endpoint<typeof helpIdBody, z.ZodNull> = { operationId: 'deleteAdminHelpArticle', method: 'POST', path: '/admin/page/delete' };
export const saveAdminHelpCategory: Endpoint<typeof helpCategorySaveBody, typeof adminHelpCategory> = { operationId: 'saveAdminHelpCategory', method: 'POST', path: '/admin/page/category/save' };
export const deleteAdminHelpCategory: Endpoint<typeof helpIdBody, z.ZodNull> = { operationId: 'deleteAdminHelpCategory', method: 'POST', path: '/admin/page/category/delete' };
