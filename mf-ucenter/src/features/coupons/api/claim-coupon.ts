import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CouponClaimableAnswer, type CouponClaimAnswer, type CouponClaimBody, endpoints } from '@shop/contract';
import { http, reportFailure, toast } from '@shop/shared';
import { couponKeys } from './coupon-keys';

export async function claimCoupon(body: CouponClaimBody): Promise<CouponClaimAnswer> {
  const answer = await http.call(endpoints.claimCoupon, body);
  return answer.data;
}

/**
 * Claims one coupon of the centre. The answer's offer replaces the cached one (what is left, what
 * the member holds); the member's lists and counts are read again. A refusal (sold out meanwhile)
 * reads the centre again, so the card shows why.
 */
export function useClaimCoupon() {
  const { t } = useTranslation('ucenter');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSuccess: async ({ offer }) => {
      toast.success(t('coupon.centre.claimed'));
      queryClient.setQueriesData<CouponClaimableAnswer>({ queryKey: couponKeys.centreLists() }, (page) =>
        page ? { ...page, list: page.list.map((row) => (row.id === offer.id ? offer : row)) } : page,
      );
      await queryClient.invalidateQueries({ queryKey: couponKeys.mineLists() });
    },
    onError: async (error) => {
      reportFailure(error, t('errors.generic'));
      await queryClient.invalidateQueries({ queryKey: couponKeys.centreLists() });
    },
  });
}
