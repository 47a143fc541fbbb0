/** Where the back office's catalogue pages live (the page catalogue of purview/index). */
export const ADMIN_GOODS_LIST_PATH = '/admin/goods/index';

/** The goods editor: a product's, or a new product's without an id. */
export const adminGoodsEditPath = (id: number | null) => (id === null ? '/admin/goods/edit' : `/admin/goods/edit?id=${id}`);
