import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CommentType, endpoints, type GoodsCommentAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { goodsKeys } from '@/api/goods-keys';

export const REVIEWS_PAGE_SIZE = 10;

/** `goods/comment`: one page of a product's reviews of one kind. */
export async function getReviews(id: number, type: CommentType, page: number): Promise<GoodsCommentAnswer> {
  const answer = await http.call(endpoints.listGoodsComments, { id, type, page, size: REVIEWS_PAGE_SIZE });
  return answer.data;
}

/** A page of reviews once `enabled` (the tab was opened); the page shown stays while the next one loads. */
export const useReviews = (id: number, type: CommentType, page: number, enabled: boolean) =>
  useQuery({
    queryKey: goodsKeys.reviews(id, type, page),
    queryFn: () => getReviews(id, type, page),
    enabled,
    placeholderData: keepPreviousData,
  });
