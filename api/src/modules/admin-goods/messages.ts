import type { ModuleMessages } from '../../http/i18n';

/** What the admin-goods module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const adminGoodsMessages: ModuleMessages = {
  'en-us': {
    goods_saved: 'Goods saved',
    goods_status_saved: 'Shelf status saved',
    goods_sku_unknown: 'This option does not belong to the product',
    goods_category_unknown: 'This category does not exist',
    category_saved: 'Category saved',
    category_deleted: 'Category deleted',
    category_parent_invalid: 'A parent must be another top category, and a category with sub-categories stays on top',
    category_has_children: 'This category still has sub-categories; delete or move them first',
    category_has_goods: 'This category still has goods; move them to another category first',
  },
  'zh-cn': {
    goods_saved: '商品已保存',
    goods_status_saved: '上下架状态已保存',
    goods_sku_unknown: '该规格不属于此商品',
    goods_category_unknown: '该分类不存在',
    category_saved: '分类已保存',
    category_deleted: '分类已删除',
    category_parent_invalid: '上级分类须为其他一级分类，且有子分类的分类只能是一级分类',
    category_has_children: '该分类下还有子分类，请先删除或移走子分类',
    category_has_goods: '该分类下还有商品，请先将商品移到其他分类',
  },
};
