import type { ModuleMessages } from '../../http/i18n';

/** What the cart module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const cartMessages: ModuleMessages = {
  'en-us': {
    moved_to_favorites: 'Moved to your favourites',
  },
  'zh-cn': {
    moved_to_favorites: '已移入收藏',
  },
};
