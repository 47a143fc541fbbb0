import type { categoryTree, categoryTreeQuery } from '../category';
import type { Endpoint } from '../endpoint';

export const getCategoryTree: Endpoint<typeof categoryTreeQuery, typeof categoryTree> = { operationId: 'getCategoryTree', method: 'GET', path: '/category/index' };
