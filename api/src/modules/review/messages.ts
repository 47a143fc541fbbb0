import type { ModuleMessages } from '../../http/i18n';

/** What the review module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const reviewMessages: ModuleMessages = {
  'en-us': {
    review_submitted: 'Thank you for your review',
    review_not_open: 'Goods can be reviewed once the order has been received',
    review_refund_open: 'This order has a refund request in progress; review it once the request is settled',
    review_order_completed: 'You have already reviewed this order',
    review_window_closed: 'The review period of this order has ended',
    review_item_unknown: 'This item is not part of the order',
    review_item_refunded: 'This item was refunded, so there is nothing to review',
    review_already_done: 'You have already reviewed this item',
  },
  'zh-cn': {
    review_submitted: '评价成功，感谢您的分享',
    review_not_open: '确认收货后才能评价',
    review_refund_open: '该订单有处理中的退款申请，处理完毕后再评价',
    review_order_completed: '该订单已评价',
    review_window_closed: '该订单已超过评价期限',
    review_item_unknown: '该商品不属于此订单',
    review_item_refunded: '该商品已退款，无需评价',
    review_already_done: '该商品已评价',
  },
};
