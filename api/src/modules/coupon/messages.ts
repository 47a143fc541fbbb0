import type { ModuleMessages } from '../../http/i18n';

/** What the coupon module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const couponMessages: ModuleMessages = {
  'en-us': {
    coupon_expired: 'This coupon has expired',
    coupon_not_started: 'This coupon is not valid yet',
    coupon_below_threshold: 'Spend {amount} yuan or more to use this coupon',
    coupon_scope_below_threshold: 'Spend {amount} yuan or more on the goods this coupon covers',
    coupon_out_of_scope: 'This coupon does not cover any goods in this order',
    coupon_claimed: 'Coupon claimed',
    coupon_sold_out: 'This coupon has all been claimed',
    coupon_claim_limit: 'You already hold {max} of this coupon, the most one member may claim',
    coupon_claim_not_started: 'This coupon can be claimed from {date}',
  },
  'zh-cn': {
    coupon_expired: '该优惠券已过期',
    coupon_not_started: '该优惠券尚未到使用时间',
    coupon_below_threshold: '满{amount}元可用',
    coupon_scope_below_threshold: '适用商品满{amount}元可用',
    coupon_out_of_scope: '订单中没有该券适用的商品',
    coupon_claimed: '领取成功',
    coupon_sold_out: '该优惠券已被领完',
    coupon_claim_limit: '该优惠券每人限领{max}张，您已领满',
    coupon_claim_not_started: '该优惠券{date}开始领取',
  },
};
