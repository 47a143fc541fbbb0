import type { ModuleMessages } from '../../http/i18n';

/** What the wallet module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const walletMessages: ModuleMessages = {
  'en-us': {
    recharge_created: 'Top-up created, waiting for payment',
    recharge_closed: 'This top-up has closed unpaid; please start a new one',
    recharge_already_paid: 'This top-up has already been paid',
    recharge_open_limit: 'You have {max} unpaid top-ups; pay one or wait for it to close',
  },
  'zh-cn': {
    recharge_created: '充值单已创建，等待支付',
    recharge_closed: '该充值单已关闭，请重新发起充值',
    recharge_already_paid: '该充值单已支付',
    recharge_open_limit: '您已有{max}笔未支付的充值单，请先支付或等待其关闭',
  },
};
