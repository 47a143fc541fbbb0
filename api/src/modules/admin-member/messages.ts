import type { ModuleMessages } from '../../http/i18n';

/** What the admin-member module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const adminMemberMessages: ModuleMessages = {
  'en-us': {
    wallet_adjust_below_zero: 'The balance is {balance} yuan: it cannot go below 0',
    wallet_adjusted: 'Balance adjusted',
    coupon_category_unknown: 'This category does not exist',
    coupon_terms_fixed: 'Members already hold this coupon: its type, amounts, threshold and category cannot change',
    coupon_quantity_below_issued: '{issued} have been issued already: the total cannot be lower',
    coupon_saved: 'Coupon saved',
    coupon_claiming_stopped: 'Claiming stopped',
    coupon_claiming_resumed: 'Claiming resumed',
    coupon_issued: 'Coupons issued',
  },
  'zh-cn': {
    wallet_adjust_below_zero: '当前余额{balance}元，调整后不能低于0',
    wallet_adjusted: '余额已调整',
    coupon_category_unknown: '该分类不存在',
    coupon_terms_fixed: '已有会员持有该优惠券，类型、面额、折扣、门槛和分类不能修改',
    coupon_quantity_below_issued: '已发放{issued}张，发放总量不能更少',
    coupon_saved: '优惠券已保存',
    coupon_claiming_stopped: '已停止领取',
    coupon_claiming_resumed: '已恢复领取',
    coupon_issued: '优惠券已发放',
  },
};
