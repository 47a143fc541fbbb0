import type { ModuleMessages } from '../../http/i18n';

/** What the tracking module's answers say, in both languages (http/i18n.ts gathers every module's). */
export const trackingMessages: ModuleMessages = {
  'en-us': {
    tracking_event_added: 'Tracking update added',
    tracking_not_express: 'This is a pickup order: it has no parcel to track',
    tracking_not_shipped: 'This order has not shipped yet: ship it first, then add its tracking updates',
    tracking_before_shipping: 'The time is before the order shipped',
    tracking_in_future: 'The time is in the future',
  },
  'zh-cn': {
    tracking_event_added: '已添加物流动态',
    tracking_not_express: '这是自提订单，没有可跟踪的包裹',
    tracking_not_shipped: '该订单尚未发货，请先发货再添加物流动态',
    tracking_before_shipping: '时间早于订单发货时间',
    tracking_in_future: '时间不能晚于当前时间',
  },
};
