import type { ModuleMessages } from '../../http/i18n';

/** What the goods module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const goodsMessages: ModuleMessages = {
  'en-us': {
    favorite_added: 'Added to favourites',
    delivery_region_unknown: 'Choose a district of mainland China from the region list',
    delivery_sku_not_in_goods: 'This option does not belong to the product',
    brand_filter_invalid: 'Brands must be ids joined by commas, at most 20',
    brand_filter_unknown: 'That brand is not in the shop',
    attr_filter_invalid: 'Attributes must be name:value pairs joined by semicolons, at most 20',
  },
  'zh-cn': {
    favorite_added: '收藏成功',
    delivery_region_unknown: '请从地区列表中选择中国大陆的区县',
    delivery_sku_not_in_goods: '该规格不属于此商品',
    brand_filter_invalid: '品牌须为以逗号分隔的编号，最多20个',
    brand_filter_unknown: '商城没有该品牌',
    attr_filter_invalid: '属性须为以分号分隔的“名称:值”，最多20个',
  },
};
