import { addMessages } from '@shop/shared';

/** The back office's frame and sign-in page, in both languages (namespace `backOffice`). */
export const backOfficeMessages = {
  'en-us': {
    name: 'Back office',
    login: {
      title: 'Back-office sign-in',
      intro: 'For the shop’s staff. Shoppers sign in on the shop’s own page.',
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      wrongUsername: 'A username is 2 to 20 letters, digits, underscores or Chinese characters',
      failed: 'Signing in did not work, please try again',
      toShop: 'Back to the shop',
    },
    frame: {
      sidebar: 'Back-office menu',
      visitShop: 'Visit shop',
      chinaTime: 'Times in China time (UTC+8)',
      signOut: 'Sign out',
      content: 'Page content',
    },
    form: { cancel: 'Cancel' },
    noPermission: {
      title: 'No permission',
      body: 'Your role cannot open this page. Ask an administrator if you need it.',
      firstPage: 'Go to {{page}}',
      nothing: 'Your role has no back-office page yet.',
    },
  },
  'zh-cn': {
    name: '管理后台',
    login: {
      title: '后台登录',
      intro: '仅供商城工作人员使用。顾客请在商城登录页登录。',
      username: '用户名',
      password: '密码',
      submit: '登录',
      wrongUsername: '用户名为2到20位字母、数字、下划线或汉字',
      failed: '登录失败，请重试',
      toShop: '返回商城',
    },
    frame: {
      sidebar: '后台菜单',
      visitShop: '访问商城',
      chinaTime: '时间为北京时间（UTC+8）',
      signOut: '退出登录',
      content: '页面内容',
    },
    form: { cancel: '取消' },
    noPermission: {
      title: '无权限',
      body: '您的角色无法打开此页面，如需使用请联系管理员。',
      firstPage: '前往{{page}}',
      nothing: '您的角色暂无可用的后台页面。',
    },
  },
};

addMessages('backOffice', backOfficeMessages);
