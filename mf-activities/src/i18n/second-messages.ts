/** The flash sale's strings (namespace `activities`, key `second`): `t('second.slots.label')`. */
export const secondMessages = {
  'en-us': {
    slots: {
      label: 'Today’s flash-sale sessions',
      state: { ended: 'Ended', selling: 'Selling now', upcoming: 'Upcoming' },
      tomorrow: 'Tomorrow',
      none: 'There are no flash sales today.',
    },
    banner: {
      session: '{{span}} session',
      selling: 'Selling now',
      upcoming: 'Starting soon',
      ended: 'This session has ended',
      endsIn: 'Ends in',
      startsIn: 'Starts in',
    },
    list: { empty: 'There are no flash deals in this session.' },
    card: { percent: '{{percent}}% sold', buy: 'Buy now', soon: 'Starts soon', soldOut: 'Sold out', over: 'Ended' },
    view: { priceLabel: 'Flash price', left: 'only {{count}} left' },
  },
  'zh-cn': {
    slots: {
      label: '今日秒杀场次',
      state: { ended: '已结束', selling: '抢购中', upcoming: '即将开始' },
      tomorrow: '明日开抢',
      none: '今天没有秒杀活动。',
    },
    banner: {
      session: '{{span}} 场',
      selling: '抢购中',
      upcoming: '即将开始',
      ended: '本场已结束',
      endsIn: '距本场结束',
      startsIn: '距本场开始',
    },
    list: { empty: '本场暂无秒杀商品。' },
    card: { percent: '已抢{{percent}}%', buy: '立即抢购', soon: '即将开始', soldOut: '已抢光', over: '已结束' },
    view: { priceLabel: '秒杀价', left: '仅剩{{count}}件' },
  },
};
