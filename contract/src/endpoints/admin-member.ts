import type { adminCoupon, adminCouponIssueAnswer, adminCouponIssueBody, adminCouponListAnswer, adminCouponListQuery, adminCouponSaveBody, adminCouponStatusBody, adminMemberDetail, adminMemberDetailQuery, adminMemberListAnswer, adminMemberListQuery, adminMemberWalletAnswer, adminMemberWalletQuery, adminWalletAdjustAnswer, adminWalletAdjustBody } from '../admin-member';
import type { Endpoint } from '../endpoint';

export const listAdminMembers: Endpoint<typeof adminMemberListQuery, typeof adminMemberListAnswer> = { operationId: 'listAdminMembers', method: 'GET', path: '/admin/member/index' };
export const getAdminMember: Endpoint<typeof adminMemberDetailQuery, typeof adminMemberDetail> = { operationId: 'getAdminMember', method: 'GET', path: '/admin/member/detail' };
export const listAdminMemberWallet: Endpoint<typeof adminMemberWalletQuery, typeof adminMemberWalletAnswer> = { operationId: 'listAdminMemberWallet', method: 'GET', path: '/admin/member/wallet' };
export const adjustAdminMemberWallet: Endpoint<typeof adminWalletAdjustBody, typeof adminWalletAdjustAnswer> = { operationId: 'adjustAdminMemberWallet', method: 'POST', path: '/admin/member/wallet/adjust' };
export const listAdminCoupons: Endpoint<typeof adminCouponListQuery, typeof adminCouponListAnswer> = { operationId: 'listAdminCoupons', method: 'GET', path: '/admin/coupon/index' };
export const saveAdminCoupon: Endpoint<typeof adminCouponSaveBody, typeof adminCoupon> = { operationId: 'saveAdminCoupon', method: 'POST', path: '/admin/coupon/save' };
export const setAdminCouponStatus: Endpoint<typeof adminCouponStatusBody, typeof adminCoupon> = { operationId: 'setAdminCouponStatus', method: 'POST', path: '/admin/coupon/status' };
export const issueAdminCoupon: Endpoint<typeof adminCouponIssueBody, typeof adminCouponIssueAnswer> = { operationId: 'issueAdminCoupon', method: 'POST', path: '/admin/coupon/issue' };
