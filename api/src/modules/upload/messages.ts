import type { ModuleMessages } from '../../http/i18n';

/** What the upload module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const uploadMessages: ModuleMessages = {
  'en-us': {
    upload_type_invalid: 'Photos must be JPEG, PNG or WebP images',
  },
  'zh-cn': {
    upload_type_invalid: '图片仅支持 JPEG、PNG 或 WebP 格式',
  },
};
