import type { ModuleMessages } from '../../http/i18n';

/** What the footprint module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const footprintMessages: ModuleMessages = {
  'en-us': {
    footprint_deleted: 'Removed from your footprints',
    footprints_cleared: 'Your footprints have been cleared',
  },
  'zh-cn': {
    footprint_deleted: '已删除该足迹',
    footprints_cleared: '足迹已清空',
  },
};
