import type { ModuleMessages } from '../../http/i18n';

/** What the goods module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const goodsMessages: ModuleMessages = {
  'en-us': {
    favorite_added: 'Added to favourites',
  },
  'zh-cn': {
    favorite_added: '收藏成功',
  },
};
