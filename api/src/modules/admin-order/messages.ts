import type { ModuleMessages } from '../../http/i18n';

/** What the admin-order module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const adminOrderMessages: ModuleMessages = {
  'en-us': {
    order_not_shippable: 'Only paid orders waiting for shipment can be shipped',
    order_shipped_already: 'This order has already been shipped, perhaps by someone else just now',
    order_not_express: 'This is a pickup order: mark it ready at the store instead of shipping it',
    order_not_pickup: 'This is an express order: ship it instead',
    pickup_ready_already: 'This order is already waiting at the store, perhaps marked by someone else just now',
    pickup_ready: 'Marked ready for pickup',
    pickup_not_ready: 'This order is not ready at the store yet',
    pickup_collected_already: 'This order has already been collected, perhaps handed over by someone else just now',
    pickup_code_wrong: 'No pickup order has this pickup code',
    pickup_code_ambiguous: 'Several ready orders have this code; open the order and verify it there',
    pickup_verified: 'Handed over to the member',
    refund_holds_handover: 'This order has a refund request in progress; settle it before handing it over',
    print_invoice_unpaid: 'An invoice can be printed once the order is paid',
    order_shipped: 'Order shipped',
    refund_holds_shipment: 'This order has a refund request in progress; settle it before shipping',
  },
  'zh-cn': {
    order_not_shippable: '只有待发货的订单可以发货',
    order_shipped_already: '该订单已发货，可能刚被其他人处理',
    order_not_express: '这是自提订单，请标记为门店待自提，而不是发货',
    order_not_pickup: '这是快递订单，请直接发货',
    pickup_ready_already: '该订单已在门店待自提，可能刚被其他人处理',
    pickup_ready: '已标记为待自提',
    pickup_not_ready: '该订单尚未到店，暂不能提货',
    pickup_collected_already: '该订单已提货，可能刚被其他人核销',
    pickup_code_wrong: '没有自提订单使用此提货码',
    pickup_code_ambiguous: '多个待自提订单使用此提货码，请在订单详情中核销',
    pickup_verified: '已核销提货',
    refund_holds_handover: '该订单有进行中的退款申请，请处理后再交付',
    print_invoice_unpaid: '订单支付后才能打印发票',
    order_shipped: '已发货',
    refund_holds_shipment: '该订单有处理中的退款申请，处理完毕后才能发货',
  },
};
