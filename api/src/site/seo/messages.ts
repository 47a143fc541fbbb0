import type { Lang } from '../../http/i18n';

/** What the pages' heads say beyond the titles the remotes publish, in both languages. */
type SeoMessages = {
  notFound: string;
  /** The breadcrumb's first two steps when the remotes publish no title for them. */
  home: string;
  allGoods: string;
  searchResults: (q: string) => string;
  product: (name: string, subtitle: string) => string;
};

export const seoMessages: Record<Lang, SeoMessages> = {
  'en-us': {
    notFound: 'Page not found',
    home: 'Home',
    allGoods: 'All goods',
    searchResults: (q) => `Search results for “${q}”`,
    product: (name, subtitle) => (subtitle ? `${name}: ${subtitle}` : name),
  },
  'zh-cn': {
    notFound: '页面不存在',
    home: '首页',
    allGoods: '全部商品',
    searchResults: (q) => `“${q}”的搜索结果`,
    product: (name, subtitle) => (subtitle ? `${name}：${subtitle}` : name),
  },
};
