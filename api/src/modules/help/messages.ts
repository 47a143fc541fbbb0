import type { ModuleMessages } from '../../http/i18n';

/** What the help module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const helpMessages: ModuleMessages = {
  'en-us': {
    help_article_saved: 'Article saved',
    help_article_deleted: 'Article deleted',
    help_category_saved: 'Category saved',
    help_category_deleted: 'Category deleted',
    help_category_unknown: 'This help category does not exist',
    help_category_not_empty: 'This category still has articles; move or delete them first',
  },
  'zh-cn': {
    help_article_saved: '文章已保存',
    help_article_deleted: '文章已删除',
    help_category_saved: '分类已保存',
    help_category_deleted: '分类已删除',
    help_category_unknown: '该帮助分类不存在',
    help_category_not_empty: '该分类下还有文章，请先移动或删除文章',
  },
};
