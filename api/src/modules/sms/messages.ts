import type { ModuleMessages } from '../../http/i18n';

/** What the sms module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const smsMessages: ModuleMessages = {
  'en-us': {
    code_expired: 'The verification code has expired, please send a new one',
    sms_sent: 'Verification code sent',
    sms_unavailable: 'Text messages cannot be sent at the moment, please sign in with your password',
  },
  'zh-cn': {
    code_expired: '验证码已过期，请重新发送',
    sms_sent: '验证码已发送',
    sms_unavailable: '短信暂时无法发送，请使用密码登录',
  },
};
