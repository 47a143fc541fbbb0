import type { Lang } from '../../http/i18n';

/** What the pages' heads say beyond the titles the remotes publish, in both languages. */
export const seoMessages: Record<Lang, { notFound: string; home: string; searchResults: (q: string) => string }> = {
  'en-us': {
    notFound: 'Page not found',
    home: 'Home',
    searchResults: (q) => `Search results for “${q}”`,
  },
  'zh-cn': {
    notFound: '页面不存在',
    home: '首页',
    searchResults: (q) => `“${q}”的搜索结果`,
  },
};
