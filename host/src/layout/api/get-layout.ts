import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@shop/contract';
import { http, queryClient, readLanguageCache, TEMP_ID, writeLanguageCache, type LayoutData } from '@shop/shared';
import { layoutKeys } from './layout-keys';

const CACHE_KEY = 'global';
const LAYOUT_PARAMS = { temp_id: TEMP_ID } as const;

/** Starts `index/global` at start-up, while the shell's first loader runs; getLayout takes the answer. */
export function prefetchLayout(): void {
  http.prefetch(endpoints.getLayoutDesign, LAYOUT_PARAMS);
}

/** `index/global`: the designed top bar, search, navigation and footer; kept for the next visit. */
export async function getLayout(): Promise<LayoutData> {
  const { data } = await http.call(endpoints.getLayoutDesign, LAYOUT_PARAMS);
  if (!data) throw new Error('index/global answered no layout');
  writeLanguageCache(CACHE_KEY, data);
  return data;
}

/**
 * The layout, shown at once from this browser's copy (spec: cached locally for the next visit) and
 * asked for again on every visit: the copy counts as stale from the start. When the request fails
 * the copy stays.
 */
export function useLayout(): LayoutData | undefined {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: layoutKeys.global(i18n.language),
    queryFn: getLayout,
    initialData: () => readLanguageCache<LayoutData>(CACHE_KEY) ?? undefined,
    initialDataUpdatedAt: 0,
  });
  return data;
}

/**
 * Asks index/global again at a navigation, so that a layout the back office published shows at the
 * shopper's next page, not at their next visit. A request already under way (the first page's) is
 * not asked twice; the page on screen keeps its layout until the answer arrives.
 */
export function refreshLayout(): void {
  void queryClient.invalidateQueries({ queryKey: [...layoutKeys.all, 'global'] }, { cancelRefetch: false });
}
