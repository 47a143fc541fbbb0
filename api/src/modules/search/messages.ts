import type { ModuleMessages } from '../../http/i18n';

/** What the search module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const searchMessages: ModuleMessages = {
  'en-us': {
    history_cleared: 'Search history cleared',
  },
  'zh-cn': {
    history_cleared: '搜索历史已清空',
  },
};
