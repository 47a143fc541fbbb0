import { http } from '@shop/shared';
import { useRemoteData } from '@/hooks/use-remote-data';
import type { Paged } from '@/types/goods';
import type { CommentCounts, CommentType, Review } from '../types';

export const REVIEWS_PAGE_SIZE = 10;

export type ReviewPage = Paged<Review> & { counts?: CommentCounts };

/** `goods/comment`: one page of a product's reviews of one kind. */
export async function getReviews(id: number, type: CommentType, page: number): Promise<ReviewPage> {
  const answer = await http.get<ReviewPage>('goods/comment', { id, type, page, size: REVIEWS_PAGE_SIZE });
  return answer.data;
}

export const useReviews = (id: number, type: CommentType, page: number, enabled: boolean) =>
  useRemoteData(() => getReviews(id, type, page), `${id}/${type}/${page}`, enabled);
