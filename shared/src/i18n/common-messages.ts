/** Strings of the shared primitives and blocks, in both languages. */
export const commonMessages = {
  'en-us': {
    common: {
      loading: 'Loading…',
      copySucceeded: '复制成功',
      search: {
        placeholder: 'Search for goods',
        button: 'Search',
        label: 'Search keywords',
        suggestions: 'Suggestions',
        empty: 'Please enter search content',
        logo: 'Home',
      },
      top: { welcome: 'Welcome,', logout: 'Sign out', login: 'Sign in', register: 'Sign up', language: 'Language' },
      nav: { label: 'Main navigation' },
      footer: { label: 'Site footer' },
      toast: { close: 'Close message' },
      price: { label: '{{amount}} yuan' },
      image: { placeholder: 'Image loading' },
      network: 'The network is unavailable, please try again later',
      errors: { callback: 'The callback argument must be a function', permission: 'The permission list must be a non-empty array' },
    },
  },
  'zh-cn': {
    common: {
      loading: '加载中…',
      copySucceeded: '复制成功',
      search: {
        placeholder: '搜索商品',
        button: '搜索',
        label: '搜索关键词',
        suggestions: '搜索建议',
        empty: '请输入搜索内容',
        logo: '首页',
      },
      top: { welcome: '欢迎您，', logout: '退出', login: '登录', register: '注册', language: '语言' },
      nav: { label: '主导航' },
      footer: { label: '页脚' },
      toast: { close: '关闭提示' },
      price: { label: '{{amount}}元' },
      image: { placeholder: '图片加载中' },
      network: '网络不可用，请稍后重试',
      errors: { callback: '回调参数必须是函数', permission: '权限列表必须是非空数组' },
    },
  },
};
