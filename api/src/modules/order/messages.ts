import type { ModuleMessages } from '../../http/i18n';

/** What the order module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const orderMessages: ModuleMessages = {
  'en-us': {
    address_required: 'Please choose a delivery address',
    store_required: 'Please choose a pickup store',
    order_created: 'Order placed',
    order_not_payable: 'This order can no longer be paid',
    order_already_paid: 'This order has already been paid',
    unpaid_orders_limit: 'You have {max} unpaid orders; please pay or cancel one before placing another',
    unpaid_units_limit: 'You can hold at most {max} unpaid units of one item; please pay or cancel your earlier orders first',
    order_cancelled: 'Order cancelled',
    order_not_cancellable: 'Only unpaid orders can be cancelled',
    receipt_confirmed: 'Receipt confirmed',
    order_not_receivable: 'Only shipped orders can be confirmed as received',
  },
  'zh-cn': {
    address_required: '请选择收货地址',
    store_required: '请选择自提门店',
    order_created: '下单成功',
    order_not_payable: '该订单已无法支付',
    order_already_paid: '该订单已支付',
    unpaid_orders_limit: '您已有{max}笔待付款订单，请先支付或取消后再下单',
    unpaid_units_limit: '同一商品待付款数量最多{max}件，请先支付或取消之前的订单',
    order_cancelled: '订单已取消',
    order_not_cancellable: '只有待付款的订单可以取消',
    receipt_confirmed: '已确认收货',
    order_not_receivable: '只有待收货的订单可以确认收货',
  },
};
