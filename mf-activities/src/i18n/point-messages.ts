/** The points mall's strings (namespace `activities`, key `point`): `t('point.view.exchange')`. */
export const pointMessages = {
  'en-us': {
    banner: {
      label: 'My points',
      points_one: '{{formatted}} point',
      points_other: '{{formatted}} points',
      log: 'Points log',
      visitor: 'Sign in to see your points and exchange them for goods.',
      signIn: 'Sign in',
      rules: 'Points, plus cash where shown, buy these goods directly. Exchanges ship free; coupons do not apply.',
    },
    list: {
      empty: 'There is nothing to exchange for points at the moment.',
      exchange: 'Exchange',
      short: '{{formatted}} more points needed',
    },
    view: {
      priceLabel: 'Price',
      yourPoints: 'You have {{formatted}} points',
      visitor: 'Sign in to use your points',
      log: 'Points log',
      exchange: 'Exchange now',
      short: 'Not enough points: {{needed}} needed, you have {{have}}',
      terms: 'Ships free · coupons do not apply · points come back if the order is cancelled',
    },
  },
  'zh-cn': {
    banner: {
      label: '我的积分',
      points: '{{formatted}}积分',
      log: '积分明细',
      visitor: '登录后查看积分，用积分兑换好物。',
      signIn: '登录',
      rules: '用积分（部分商品另加现金）直接兑换，兑换订单包邮，不可使用优惠券。',
    },
    list: {
      empty: '暂时没有可兑换的积分商品。',
      exchange: '立即兑换',
      short: '还差{{formatted}}积分',
    },
    view: {
      priceLabel: '积分价',
      yourPoints: '您有{{formatted}}积分',
      visitor: '登录后使用积分兑换',
      log: '积分明细',
      exchange: '立即兑换',
      short: '积分不足：需要{{needed}}积分，您有{{have}}积分',
      terms: '包邮 · 不可使用优惠券 · 订单取消后积分退回',
    },
  },
};
