import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CommentMineAnswer, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { reviewKeys } from './review-keys';

export const MY_REVIEWS_PAGE_SIZE = 10;

/** `comment/mine`: one page of the member's reviews, newest first. */
export async function getMyReviews(page: number): Promise<CommentMineAnswer> {
  const answer = await http.call(endpoints.listMyReviews, { page, size: MY_REVIEWS_PAGE_SIZE });
  return answer.data;
}

/** A page of the member's reviews; the page shown stays while the next one loads. */
export function useMyReviews(page: number) {
  return useQuery({ queryKey: reviewKeys.minePage(page), queryFn: () => getMyReviews(page), placeholderData: keepPreviousData });
}
