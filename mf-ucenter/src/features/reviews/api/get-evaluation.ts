import { useQuery } from '@tanstack/react-query';
import { endpoints, type EvaluateAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { reviewKeys } from './review-keys';

/**
 * `order/evaluate`: one received order's lines and their reviews. An order that cannot be reviewed
 * (not received, refund open, reviewed already) is refused; the page says why in place.
 */
export async function getEvaluation(orderId: number): Promise<EvaluateAnswer> {
  const answer = await http.call(endpoints.getOrderToReview, { order_id: orderId }, { showsRefusal: true });
  return answer.data;
}

/**
 * Asked for afresh on every visit and dropped when the page closes (`gcTime: 0`): once reviewed, the
 * order is closed to reviews, and a cached form must never show again.
 */
export function useEvaluation(orderId: number) {
  return useQuery({ queryKey: reviewKeys.evaluation(orderId), queryFn: () => getEvaluation(orderId), staleTime: 0, gcTime: 0 });
}
