import { http } from '@shop/shared';

/** Starts a read a page declares in its routes.json; the page's own identical request adopts it. */
export function prefetchPageData(url: string, params: Record<string, string>): void {
  http.prefetch(url, params);
}
