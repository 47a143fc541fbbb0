import type { couponClaimAnswer, couponClaimBody, couponClaimableAnswer, couponClaimableQuery, couponGoodsAnswer, couponGoodsQuery, couponMineAnswer, couponMineQuery } from '../coupon';
import type { Endpoint } from '../endpoint';

export const listMemberCoupons: Endpoint<typeof couponMineQuery, typeof couponMineAnswer> = { operationId: 'listMemberCoupons', method: 'GET', path: '/coupon/mine' };
export const listClaimableCoupons: Endpoint<typeof couponClaimableQuery, typeof couponClaimableAnswer> = { operationId: 'listClaimableCoupons', method: 'GET', path: '/coupon/claimable' };
export const claimCoupon: Endpoint<typeof couponClaimBody, typeof couponClaimAnswer> = { operationId: 'claimCoupon', method: 'POST', path: '/coupon/claim' };
export const listGoodsCoupons: Endpoint<typeof couponGoodsQuery, typeof couponGoodsAnswer> = { operationId: 'listGoodsCoupons', method: 'GET', path: '/coupon/goods' };
