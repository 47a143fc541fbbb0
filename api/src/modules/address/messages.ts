import type { ModuleMessages } from '../../http/i18n';

/** What the address module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const addressMessages: ModuleMessages = {
  'en-us': {
    address_saved: 'Address saved',
    address_deleted: 'Address deleted',
    address_default_set: 'Default address set',
  },
  'zh-cn': {
    address_saved: '地址已保存',
    address_deleted: '地址已删除',
    address_default_set: '已设为默认地址',
  },
};
