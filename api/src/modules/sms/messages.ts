import type { ModuleMessages } from '../../http/i18n';

/** What the sms module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const smsMessages: ModuleMessages = {
  'en-us': {
    code_expired: 'The verification code has expired, please send a new one',
    sms_sent: 'Verification code sent',
    sms_unavailable: 'Text messages cannot be sent at the moment, please sign in with your password',
    sms_number_limited: 'This phone number has received too many text messages, please try again later',
    sms_mobile_rejected: 'Text messages cannot be delivered to this phone number, please check it',
    sms_not_sent: 'The verification code could not be sent, please try again later',
  },
  'zh-cn': {
    code_expired: '验证码已过期，请重新发送',
    sms_sent: '验证码已发送',
    sms_unavailable: '短信暂时无法发送，请使用密码登录',
    sms_number_limited: '该手机号接收短信过于频繁，请稍后再试',
    sms_mobile_rejected: '无法向该手机号发送短信，请检查号码',
    sms_not_sent: '验证码发送失败，请稍后再试',
  },
};
