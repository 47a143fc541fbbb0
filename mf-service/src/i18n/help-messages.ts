/** The help strings of the service remote, in both languages. */
export const helpMessages = {
  'en-us': {
    title: 'Help centre',
    home: 'Home',
    banner: {
      title: 'How can we help you?',
      subtitle: 'Search the help centre, or browse the topics.',
    },
    search: {
      label: 'Search the help centre',
      placeholder: 'e.g. refund, pickup code, invoice',
      submit: 'Search',
      crumb: 'Search',
      heading: 'Results for “{{q}}”',
      found_one: '{{count}} article found',
      found_other: '{{count}} articles found',
      loading: 'Searching the help centre',
      empty: 'No article matches “{{q}}”.',
      emptyHint: 'Try other words, browse the topics on the left, or ask our customer service.',
    },
    nav: {
      label: 'Help topics',
      loading: 'Loading the help topics',
      empty: 'No articles yet',
    },
    landing: {
      loading: 'Loading the help centre',
      empty: 'There are no help articles yet.',
      more_one: 'Show {{count}} more article',
      more_other: 'Show {{count}} more articles',
      less: 'Show fewer',
    },
    article: {
      loading: 'Loading the article',
      updated: 'Updated {{date}}',
      neighbours: 'Previous and next articles',
      previous: 'Previous',
      next: 'Next',
    },
    notFound: {
      title: 'This article cannot be found',
      body: 'It may have been moved or taken down.',
      back: 'Back to the help centre',
    },
    contact: {
      title: 'Still need help?',
      body: 'Our customer-service agents answer in the online chat. When nobody is online, leave a message and we reply there.',
      link: 'Contact customer service',
    },
  },
  'zh-cn': {
    title: '帮助中心',
    home: '首页',
    banner: {
      title: '有什么可以帮您？',
      subtitle: '搜索帮助中心，或按主题浏览。',
    },
    search: {
      label: '搜索帮助中心',
      placeholder: '例如：退款、自提码、发票',
      submit: '搜索',
      crumb: '搜索',
      heading: '“{{q}}”的搜索结果',
      found: '找到{{count}}篇文章',
      loading: '正在搜索帮助中心',
      empty: '没有与“{{q}}”相关的文章。',
      emptyHint: '换个词试试，浏览左侧的主题，或咨询在线客服。',
    },
    nav: {
      label: '帮助主题',
      loading: '正在加载帮助主题',
      empty: '暂无文章',
    },
    landing: {
      loading: '正在加载帮助中心',
      empty: '暂无帮助文章。',
      more: '展开其余{{count}}篇文章',
      less: '收起',
    },
    article: {
      loading: '正在加载文章',
      updated: '更新时间：{{date}}',
      neighbours: '上一篇和下一篇',
      previous: '上一篇',
      next: '下一篇',
    },
    notFound: {
      title: '找不到这篇文章',
      body: '它可能已被移动或下架。',
      back: '返回帮助中心',
    },
    contact: {
      title: '仍需帮助？',
      body: '客服人员在在线客服中为您解答。暂无客服在线时，请直接留言，我们会在对话中回复您。',
      link: '联系在线客服',
    },
  },
};
