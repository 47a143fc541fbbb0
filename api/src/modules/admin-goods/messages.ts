import { GOODS_SKUS_MAX, SPEC_GROUPS_MAX, SPEC_VALUES_MAX } from '@shop/contract';
import type { ModuleMessages } from '../../http/i18n';

/** What the admin-goods module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const adminGoodsMessages: ModuleMessages = {
  'en-us': {
    goods_saved: 'Goods saved',
    goods_status_saved: 'Shelf status saved',
    goods_sku_unknown: 'This option does not belong to the product',
    goods_category_unknown: 'This category does not exist',
    goods_specs_too_many: `A product may have at most ${SPEC_GROUPS_MAX} spec groups`,
    goods_spec_values_required: 'Give the spec group at least one value',
    goods_spec_values_too_many: `A spec group may have at most ${SPEC_VALUES_MAX} values`,
    goods_spec_duplicate: 'Two spec groups have this name',
    goods_spec_value_duplicate: 'This spec group already has this value',
    goods_spec_unknown: 'This spec group or value does not belong to the product',
    goods_skus_too_many: `The spec groups make more than ${GOODS_SKUS_MAX.toLocaleString('en-US')} SKUs`,
    goods_sku_matrix_mismatch: 'The SKUs must be every combination of the spec values, each once',
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
    goods_specs_too_many: `一个商品最多 ${SPEC_GROUPS_MAX} 个规格`,
    goods_spec_values_required: '规格至少要有一个规格值',
    goods_spec_values_too_many: `一个规格最多 ${SPEC_VALUES_MAX} 个规格值`,
    goods_spec_duplicate: '规格名称重复',
    goods_spec_value_duplicate: '该规格下已有相同的规格值',
    goods_spec_unknown: '该规格或规格值不属于此商品',
    goods_skus_too_many: `规格组合超过 ${GOODS_SKUS_MAX} 个 SKU`,
    goods_sku_matrix_mismatch: 'SKU 须与规格值的全部组合一一对应',
    category_saved: '分类已保存',
    category_deleted: '分类已删除',
    category_parent_invalid: '上级分类须为其他一级分类，且有子分类的分类只能是一级分类',
    category_has_children: '该分类下还有子分类，请先删除或移走子分类',
    category_has_goods: '该分类下还有商品，请先将商品移到其他分类',
  },
};
