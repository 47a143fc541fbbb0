import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type CouponClaimAnswer, type CouponGoodsAnswer } from '@shop/contract';
import { http, sharedQueryKeys, useAuthStore } from '@shop/shared';

/** The buy box's coupons sit under the coupons root, so a claim here and the member's coupon box refresh each other. */
export const goodsCouponKeys = {
  all: [...sharedQueryKeys.coupons, 'goods'] as const,
  list: (viewer: number | 'visitor', goodsId: number) => [...goodsCouponKeys.all, viewer, goodsId] as const,
};

/** `coupon/goods`: the coupons that cover this product, with the member's hold on each. */
export async function getGoodsCoupons(goodsId: number): Promise<CouponGoodsAnswer> {
  const { data } = await http.call(endpoints.listGoodsCoupons, { id: goodsId });
  return data;
}

/** Under whoever asks: the page the server renders carries the visitors' list only, a member's browser asks for theirs. */
export function useGoodsCoupons(goodsId: number) {
  const viewer = useAuthStore((s) => (s.token ? (s.user?.id ?? 0) : 'visitor'));
  return useQuery({ queryKey: goodsCouponKeys.list(viewer, goodsId), queryFn: () => getGoodsCoupons(goodsId) });
}

/** `coupon/claim`: the existing claim of the coupon centre, from the buy box. */
export async function claimCoupon(id: number): Promise<CouponClaimAnswer> {
  const { data } = await http.call(endpoints.claimCoupon, { id });
  return data;
}

/** Claims one; every coupon list (this product's, the coupon box, the coupon centre) is read again. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.coupons }),
  });
}
