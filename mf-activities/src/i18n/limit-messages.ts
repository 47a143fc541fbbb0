/** The purchase-limit offers' strings (namespace `activities`, key `limit`): `t('limit.view.buy')`. */
export const limitMessages = {
  'en-us': {
    list: {
      empty: 'There are no limited offers at the moment.',
      perMember: 'Limit {{max}} per person',
      perOrder: 'up to {{max}} per order',
    },
    view: {
      priceLabel: 'Offer price',
      left: 'Limit {{max}} per person, {{left}} left',
      perMember: 'Limit {{max}} per person',
      counted: 'Paid and unpaid orders both count; a cancelled order gives its units back.',
      buy: 'Buy now',
    },
  },
  'zh-cn': {
    list: {
      empty: '暂时没有限购活动。',
      perMember: '每人限购{{max}}件',
      perOrder: '每单最多{{max}}件',
    },
    view: {
      priceLabel: '限购价',
      left: '每人限购{{max}}件，还可购买{{left}}件',
      perMember: '每人限购{{max}}件',
      counted: '已支付和待支付的订单都计入限购，取消的订单不计入。',
      buy: '立即购买',
    },
  },
};
