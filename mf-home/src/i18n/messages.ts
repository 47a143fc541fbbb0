import { addMessages } from '@shop/shared';

/** Every visible string of the home remote, registered once as the `home` namespace. */
export const homeMessages = {
  'en-us': {
    heading: '{{site}}: home',
    headingFallback: 'Shop home',
    loading: 'Loading the home page…',
    loadFailed: 'The home page could not be loaded.',
    retry: 'Try again',
    more: 'More',
    moreAbout: '{{more}}: {{title}}',
    goodsList: 'Goods',
    category: {
      menu: 'Goods categories',
      subMenu: '{{title}} categories',
    },
    carousel: {
      label: 'Promotions',
      prev: 'Previous slide',
      next: 'Next slide',
      goTo: 'Go to slide {{index}}',
      slide: 'Promotion {{index}}',
      first: 'This is the first slide',
      last: 'This is the last slide',
    },
    user: {
      panel: 'My account',
      avatar: 'Avatar',
      visitorGreeting: 'Hi, welcome!',
      memberGreeting: 'Hi, {{name}}',
      member: 'member',
      signIn: 'Sign in',
      signUp: 'Sign up',
      center: 'Member centre',
      promotions: 'Member offers',
      promotion: 'Member offer',
    },
  },
  'zh-cn': {
    heading: '{{site}}首页',
    headingFallback: '商城首页',
    loading: '首页加载中…',
    loadFailed: '首页加载失败。',
    retry: '重试',
    more: '更多',
    moreAbout: '{{more}}：{{title}}',
    goodsList: '商品',
    category: {
      menu: '商品分类',
      subMenu: '{{title}}分类',
    },
    carousel: {
      label: '活动推荐',
      prev: '上一张',
      next: '下一张',
      goTo: '切换到第 {{index}} 张',
      slide: '活动 {{index}}',
      first: '已经是第一张',
      last: '已经是最后一张',
    },
    user: {
      panel: '我的账户',
      avatar: '头像',
      visitorGreeting: 'Hi，欢迎来逛！',
      memberGreeting: 'Hi，{{name}}',
      member: '会员',
      signIn: '登录',
      signUp: '注册',
      center: '会员中心',
      promotions: '会员专享',
      promotion: '会员专享活动',
    },
  },
};

addMessages('home', homeMessages);
