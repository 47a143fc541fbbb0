import type { ModuleMessages } from '../../http/i18n';

/** What the invoice module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const invoiceMessages: ModuleMessages = {
  'en-us': {
    invoice_header_saved: 'Invoice header saved',
    invoice_header_deleted: 'Invoice header deleted',
    invoice_header_default_set: 'Default invoice header set',
  },
  'zh-cn': {
    invoice_header_saved: '发票抬头已保存',
    invoice_header_deleted: '发票抬头已删除',
    invoice_header_default_set: '已设为默认发票抬头',
  },
};
