import { http } from '@shop/shared';
import { useRemoteData } from '@/hooks/use-remote-data';
import type { GoodsDetail } from '../types';

/** `goods/view`: everything the product page shows; an unknown id answers 404 (the client redirects). */
export async function getGoodsDetail(id: number): Promise<GoodsDetail> {
  const answer = await http.get<GoodsDetail>('goods/view', { id });
  return answer.data;
}

export const useGoodsDetail = (id: number) => useRemoteData(() => getGoodsDetail(id), String(id));
