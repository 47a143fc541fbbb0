import type { ModuleMessages } from '../../http/i18n';

/** What the refund module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const refundMessages: ModuleMessages = {
  'en-us': {
    refund_nothing_paid: 'Nothing was paid for these items, so there is nothing to refund',
    refund_not_paid: 'Refunds can only be asked for on paid orders',
    refund_order_closed: 'This order is complete; after-sales requests are no longer possible',
    refund_window_closed: 'The after-sales period of this order has ended',
    refund_already_open: 'This order already has a refund request in progress',
    refund_all_refunded: 'Everything on this order has been refunded',
    refund_item_unknown: 'This item is not part of the order',
    refund_quantity_exceeded: 'At most {max} of this item can be refunded',
    refund_return_not_received: 'Goods can be returned once they have reached you; choose refund only',
    refund_not_pending: 'This request has already been handled',
    refund_provider_unavailable: 'The payment method of this order cannot refund at the moment',
    refund_applied: 'Refund request submitted',
    refund_cancelled: 'Refund request cancelled',
    refund_approved: 'Refund approved and paid back',
    refund_rejected: 'Refund request rejected',
  },
  'zh-cn': {
    refund_nothing_paid: '这些商品的实付金额为零，无需退款',
    refund_not_paid: '只有已付款的订单可以申请退款',
    refund_order_closed: '订单已完成，无法再申请售后',
    refund_window_closed: '该订单已超过售后期限',
    refund_already_open: '该订单已有处理中的退款申请',
    refund_all_refunded: '该订单已全部退款',
    refund_item_unknown: '该商品不属于此订单',
    refund_quantity_exceeded: '该商品最多可退{max}件',
    refund_return_not_received: '商品送达后才能退货，请选择仅退款',
    refund_not_pending: '该退款申请已处理',
    refund_provider_unavailable: '该订单的支付渠道暂时无法退款',
    refund_applied: '退款申请已提交',
    refund_cancelled: '退款申请已撤销',
    refund_approved: '已同意退款，款项已原路退回',
    refund_rejected: '已拒绝退款申请',
  },
};
