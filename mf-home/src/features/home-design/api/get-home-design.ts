import { useQuery } from '@tanstack/react-query';
import { type DesignBlock, endpoints } from '@shop/contract';
import { http, readLanguageCache, TEMP_ID, writeLanguageCache } from '@shop/shared';
import { homeKeys } from '@/api/home-keys';

/** Where the last design is kept (per language) for an instant next visit. */
export const HOME_CACHE_KEY = 'home';

/** `index/index`: the home page's blocks in the request's language. */
export async function getHomeDesign(): Promise<DesignBlock[]> {
  const answer = await http.call(endpoints.getHomeDesign, { temp_id: TEMP_ID });
  // The client lets a code 0 through for user/center; here it is a failure like any other.
  if (answer.code !== 1) throw new Error(answer.msg || 'index/index failed');
  return answer.data.list;
}

/** What an earlier visit kept; the renderers tolerate odd blocks, so only the list itself is checked. */
function readCachedDesign(): DesignBlock[] | undefined {
  const cached = readLanguageCache<unknown>(HOME_CACHE_KEY);
  return Array.isArray(cached) ? (cached as DesignBlock[]) : undefined;
}

/**
 * The home blocks: the design kept from the last visit at once (as the query's initial data, stale
 * from the start so that it is asked for again), then the API's answer, which is kept in its turn.
 */
export function useHomeDesign() {
  return useQuery({
    queryKey: homeKeys.design(),
    queryFn: async () => {
      const blocks = await getHomeDesign();
      writeLanguageCache(HOME_CACHE_KEY, blocks);
      return blocks;
    },
    initialData: readCachedDesign,
    initialDataUpdatedAt: 0,
  });
}
