import { addMessages } from '@shop/shared';

/** Every string the shell shows, in both languages (namespace `shell`). */
export const shellMessages = {
  'en-us': {
    titles: {
      notFound: 'Page not found',
      error: 'Error',
      webview: 'View',
    },
    skipToContent: 'Skip to content',
    floating: { label: 'Quick links', cart: 'Cart', cartWithCount_one: 'Cart, {{count}} item',
      cartWithCount_other: 'Cart, {{count}} items', me: 'Me', ucenterHint: ' (member centre)',
      service: 'Customer service', serviceShort: 'Service', serviceWithUnread_one: 'Customer service, {{count}} unread message',
      serviceWithUnread_other: 'Customer service, {{count}} unread messages' },
    remote: {
      title: 'This part of the shop is unavailable',
      body: 'It could not be loaded just now. The rest of the shop still works.',
      retry: 'Try again',
    },
    notFound: { title: 'The page you are visiting does not exist' },
    error: { title: 'Something went wrong', body: 'The page could not be shown. Please go back to the home page.' },
    backHome: 'Back to home',
  },
  'zh-cn': {
    titles: {
      notFound: '页面不存在',
      error: '出错了',
      webview: '查看',
    },
    skipToContent: '跳到主要内容',
    floating: { label: '快捷入口', cart: '购物车', cartWithCount: '购物车，{{count}}件商品', me: '我的', ucenterHint: '（会员中心）',
      service: '在线客服', serviceShort: '客服', serviceWithUnread: '在线客服，{{count}}条未读消息' },
    remote: {
      title: '该板块暂时无法使用',
      body: '刚才没能加载成功，商城其他部分仍可正常使用。',
      retry: '重试',
    },
    notFound: { title: '您访问的页面不存在' },
    error: { title: '出错了', body: '页面无法显示，请返回首页。' },
    backHome: '返回首页',
  },
};

addMessages('shell', shellMessages);
