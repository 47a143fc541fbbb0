import type { Db } from '../db/client';
import type { CheckoutPolicy, OrderWindows } from '../modules/order';
import type { PaymentProviders } from '../modules/payment-provider';
import type { WechatLoginSettings } from '../modules/user';
import type { Clock } from './clock';
import type { RateLimiters } from './rate-limit';

/**
 * Delivers a verification code to a phone: an SMS provider's adapter (docs/sms-providers.md). It must
 * never write the code to any log, nor put it in an error it throws.
 */
export type SmsSender = (message: { mobile: string; scene: string; code: string }) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    rateLimiters: RateLimiters;
    smsSender: SmsSender;
    paymentProviders: PaymentProviders;
    checkoutPolicy: CheckoutPolicy;
    orderWindows: OrderWindows;
    /** WeChat website sign-in's keys (WECHAT_LOGIN_*), or null when it is not configured. */
    wechatLogin: WechatLoginSettings | null;
    /** PUBLIC_ORIGIN (site/seo/public-origin.ts), or null: absolute links then use the request's origin. */
    publicOrigin: string | null;
  }
}
