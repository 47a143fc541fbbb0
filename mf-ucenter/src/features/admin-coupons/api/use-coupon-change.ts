import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCouponKeys } from './admin-coupon-keys';

/** A change of a coupon template: the lists show it once it is done (its counts and state move too). */
export function useCouponChange<Body, Answer>(change: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.lists() }),
  });
}
