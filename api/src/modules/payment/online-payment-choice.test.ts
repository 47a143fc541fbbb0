import { describe, expect, it } from '@jest/globals';
import { onlinePaymentChoice } from './online-payment-choice';

describe('ONLINE_PAYMENT', () => {
  it('takes off, nothing, or the real providers to offer', () => {
    expect(onlinePaymentChoice(undefined)).toEqual({ walletOnly: false, providers: [] });
    expect(onlinePaymentChoice('')).toEqual({ walletOnly: false, providers: [] });
    expect(onlinePaymentChoice('off')).toEqual({ walletOnly: true, providers: [] });
    expect(onlinePaymentChoice('alipay')).toEqual({ walletOnly: false, providers: ['alipay'] });
    expect(onlinePaymentChoice('wechat')).toEqual({ walletOnly: false, providers: ['wechat'] });
    expect(onlinePaymentChoice('alipay, wechat')).toEqual({ walletOnly: false, providers: ['alipay', 'wechat'] });
  });

  it('refuses an unknown provider, a repeated one, the sandbox and a mix with off, naming the setting', () => {
    for (const raw of ['paypal', 'alipay,alipay', 'sandbox', 'alipay,off', 'alipay;wechat', 'alipay,']) {
      expect(() => onlinePaymentChoice(raw)).toThrow(/^ONLINE_PAYMENT must be "off", or the providers to offer among alipay, wechat/);
    }
  });
});
