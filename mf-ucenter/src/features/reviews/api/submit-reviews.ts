import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DoEvaluateBody, endpoints, type EvaluateResult } from '@shop/contract';
import { http } from '@shop/shared';
import { memberKeys } from '@/lib/member-keys';
import { orderKeys } from '@/lib/order-keys';
import { reviewKeys } from './review-keys';

/** `order/do_evaluate`: refusals naming an item's field are shown under that item, so the client toasts none. */
export async function submitReviews(body: DoEvaluateBody): Promise<EvaluateResult> {
  const answer = await http.call(endpoints.reviewOrder, body, { showsRefusal: true });
  return answer.data;
}

/**
 * Reviews change the order (it may complete), the member's reviews and, on completion, the member's
 * points: each of those is asked for again. The order's evaluation is asked for again only while
 * lines still wait: a completed order shows its thank-you from the answer, and asking again would
 * only find the order closed.
 */
export function useSubmitReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReviews,
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: result.completed ? memberKeys.all : reviewKeys.evaluation(result.order_id) }),
      ]);
    },
  });
}
