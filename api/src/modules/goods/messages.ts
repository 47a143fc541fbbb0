import type { ModuleMessages } from '../../http/i18n';

/** What the goods module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const goodsMessages: ModuleMessages = {
  'en-us': {
    favorite_added: 'Added to favourites',
    delivery_region_unknown: 'Choose a district of mainland China from the region list',
    delivery_sku_not_in_goods: 'This option does not belong to the product',
  },
  'zh-cn': {
    favorite_added: '收藏成功',
    delivery_region_unknown: '请从地区列表中选择中国大陆的区县',
    delivery_sku_not_in_goods: '该规格不属于此商品',
  },
};
