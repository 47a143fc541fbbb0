import { http, TEMP_ID } from '@shop/shared';
import type { HomeBlock } from '../types';

/** `index/index`: the home page's blocks in the request's language. */
export async function getHomeDesign(): Promise<HomeBlock[]> {
  const answer = await http.get<{ list?: HomeBlock[] } | null>('index/index', { temp_id: TEMP_ID });
  if (answer.code !== 1) throw new Error(answer.msg || 'index/index failed');
  return Array.isArray(answer.data?.list) ? answer.data.list : [];
}
