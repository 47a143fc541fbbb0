import { addMessages } from '../i18n/i18n';

/** The print preview's strings, in both languages (namespace `print`). */
export const printMessages = {
  'en-us': {
    preview: { print: 'Print', close: 'Close', sheet: 'Page to print' },
  },
  'zh-cn': {
    preview: { print: '打印', close: '关闭', sheet: '打印页面' },
  },
};

addMessages('print', printMessages);
