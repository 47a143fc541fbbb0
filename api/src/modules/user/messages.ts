import type { ModuleMessages } from '../../http/i18n';

/** What the user module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const userMessages: ModuleMessages = {
  'en-us': {
    username_is_mobile: 'Username cannot be a phone number',
    registered: 'Registration successful',
    password_reset: 'Password reset, please sign in again',
    mobile_bound: 'Phone number bound',
    mobile_required: 'Please bind a phone number before ordering',
  },
  'zh-cn': {
    username_is_mobile: '用户名不能是手机号',
    registered: '注册成功',
    password_reset: '密码已重置，请重新登录',
    mobile_bound: '手机号绑定成功',
    mobile_required: '下单前请先绑定手机号',
  },
};
