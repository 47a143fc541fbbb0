import type { FastifyRequest } from 'fastify';
import { bearerToken } from './auth';
import { ALL_TAGS, cartTag, sessionTag, SESSIONS_TAG } from './read-cache';

/** What the cached public reads are made of (their ReadCacheSpec tags). */
export const READ_TAGS = {
  /** common/init */
  settings: 'settings',
  /** index/global, index/index: the published designs, answered as stored. */
  design: 'design',
  /** category/index, goods/index (keywords match category names), goods/view. */
  category: 'category',
  /** goods/index, goods/view: goods, prices, stock, sales, promotions and their badges, coupons. */
  goods: 'goods',
  /** goods/comment, and the review summary of goods/view. */
  reviews: 'reviews',
} as const;

type Tags = (request: FastifyRequest) => Promise<string[]> | string[];

const none: Tags = () => [];
const goodsChanged: Tags = () => [READ_TAGS.goods];
/** The member's cart rows changed. */
const memberCart: Tags = async (request) => {
  const member = await request.currentMember();
  return member ? [cartTag(member.id)] : [];
};

/**
 * Which successful write invalidates which tags, by route (without the /homeapi prefix). A write
 * not listed here invalidates everything: a new write is safe before it is fast.
 */
const INVALIDATIONS: Record<string, Tags> = {
  // Stock, sales, promotion stock and coupon stock move with orders and payments.
  '/order/create': async (request) => [READ_TAGS.goods, ...(await memberCart(request))],
  '/order/cancel': goodsChanged,
  '/order/confirm_receipt': goodsChanged,
  '/order/again': memberCart,
  '/order/do_evaluate': () => [READ_TAGS.reviews, READ_TAGS.goods],
  '/payment/index': goodsChanged,
  '/sandbox/notify': goodsChanged,
  '/sandbox/pay/confirm': goodsChanged,
  '/sandbox/pay/cancel': goodsChanged,
  '/refund/apply': goodsChanged,
  '/refund/cancel': goodsChanged,
  '/activity/bargain/start': goodsChanged,
  '/activity/bargain/help': goodsChanged,
  '/coupon/claim': goodsChanged,
  '/cart/add': memberCart,
  '/cart/change': memberCart,
  '/cart/select': memberCart,
  '/cart/delete': memberCart,
  '/user/logout': (request) => {
    const token = bearerToken(request);
    return token ? [sessionTag(token)] : [];
  },
  // A new password signs the member out everywhere; who it was is not known to the route.
  '/user/forget': () => [SESSIONS_TAG],
  '/admin/goods/save': () => [READ_TAGS.goods, READ_TAGS.category],
  '/admin/goods/status': () => [READ_TAGS.goods, READ_TAGS.category],
  '/admin/category/save': () => [READ_TAGS.category, READ_TAGS.goods],
  '/admin/category/delete': () => [READ_TAGS.category, READ_TAGS.goods],
  '/admin/brand/save': goodsChanged,
  '/admin/design/publish': () => [READ_TAGS.design],
  '/admin/design/rollback': () => [READ_TAGS.design],
  '/admin/activity/save': goodsChanged,
  '/admin/activity/start': goodsChanged,
  '/admin/activity/stop': goodsChanged,
  '/admin/refund/approve': goodsChanged,
  '/admin/refund/reject': goodsChanged,
  '/admin/order/ship': goodsChanged,
  '/admin/order/pickup/ready': goodsChanged,
  '/admin/order/pickup/verify': goodsChanged,
  '/admin/coupon/save': goodsChanged,
  '/admin/coupon/status': goodsChanged,
  '/admin/coupon/issue': goodsChanged,
  // Reads that also take POST, and writes no cached answer shows.
  '/common/init': none,
  '/index/global': none,
  '/index/index': none,
  '/order/confirm': none,
  '/refund/preview': none,
  '/recharge/create': none,
  '/user/register': none,
  '/user/login': none,
  '/user/bind': none,
  '/sms/send': none,
  '/address/save': none,
  '/address/delete': none,
  '/address/default': none,
  '/invoice/save': none,
  '/invoice/delete': none,
  '/invoice/default': none,
  '/goods/favorite': none,
  '/favorite/delete': none,
  '/footprint/delete': none,
  '/footprint/clear': none,
  '/search/history/clear': none,
  '/upload/image': none,
  '/admin/upload/image': none,
  '/admin/login': none,
  '/admin/logout': none,
  '/admin/design/save': none,
  '/admin/site/save': () => [READ_TAGS.settings],
  '/admin/media/upload': none,
  '/admin/staff/save': none,
  '/admin/staff/status': none,
  '/admin/staff/password': none,
  '/admin/role/save': none,
  '/admin/role/delete': none,
  '/admin/service/transfer': none,
  '/admin/service/close': none,
  '/admin/service/phrase/save': none,
  '/admin/service/phrase/delete': none,
  '/admin/service/picture': none,
  '/admin/page/save': none,
  '/admin/page/delete': none,
  '/admin/page/category/save': none,
  '/admin/page/category/delete': none,
  '/admin/member/wallet/adjust': none,
};

/** The tags a successful write under `routeUrl` (as registered, prefix included) invalidates. */
export function invalidatedTags(apiPrefix: string, routeUrl: string, request: FastifyRequest): Promise<string[]> | string[] {
  const tags = INVALIDATIONS[routeUrl.slice(apiPrefix.length)];
  return tags ? tags(request) : [ALL_TAGS];
}
