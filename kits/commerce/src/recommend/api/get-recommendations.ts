import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpoints, type RecommendFeedAnswer, type RecommendGoodsAnswer } from '@shop/contract';
import { http, useAuthStore } from '@shop/shared';

/** The recommendations' queries: a root of their own, the feed under whoever asks (a member's id, or visitors). */
export const recommendKeys = {
  all: ['recommend'] as const,
  feed: (viewer: number | 'visitor', size: number) => [...recommendKeys.all, 'feed', viewer, size] as const,
  goods: (goodsId: number, size: number) => [...recommendKeys.all, 'goods', goodsId, size] as const,
};

/** `recommend/feed`: one page of "guess you like" (the member's own when signed in). */
export async function getRecommendedFeed(page: number, size: number): Promise<RecommendFeedAnswer> {
  const { data } = await http.call(endpoints.listRecommendedFeed, { page, size });
  return data;
}

/** `recommend/goods`: a product's bought-together, viewed-together and popular-in-category lists. */
export async function getGoodsRecommendations(goodsId: number, size: number): Promise<RecommendGoodsAnswer> {
  const { data } = await http.call(endpoints.listGoodsRecommendations, { goods_id: goodsId, size });
  return data;
}

/**
 * "Guess you like", page after page. Asked only once `enabled` (after the page is in the browser):
 * a server-rendered page never carries a member's list, nor asks for one while rendering.
 */
export function useRecommendedFeed(size: number, enabled: boolean) {
  const viewer = useAuthStore((s) => (s.token ? (s.user?.id ?? 0) : 'visitor'));
  return useInfiniteQuery({
    queryKey: recommendKeys.feed(viewer, size),
    queryFn: ({ pageParam }) => getRecommendedFeed(pageParam, size),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 60_000,
  });
}

/** A product's recommendation lists, the same for every shopper. */
export function useGoodsRecommendations(goodsId: number, size = 8) {
  return useQuery({ queryKey: recommendKeys.goods(goodsId, size), queryFn: () => getGoodsRecommendations(goodsId, size), staleTime: 60_000 });
}
