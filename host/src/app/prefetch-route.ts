import { selectIsLoggedIn, useAuthStore } from '@shop/shared';
import type { RouteData } from '../remotes/published-remote';
import { findRemoteRoute, refreshRemotes, warmRemote } from '../remotes/remote-routes';
import { prefetchPageData } from './api/prefetch-page-data';
import { BASENAME } from './router';

/** The query of one declared call, read from the page's URL; a URL parameter absent without a default is left out. */
export function dataParams(data: RouteData, search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, param] of Object.entries(data.params)) {
    const value = typeof param === 'string' ? param : (search.get(param.query) ?? param.default);
    if (value !== undefined) params[key] = value;
  }
  return params;
}

/**
 * On arrival, the shell reads from the URL which page it will render and starts, side by side,
 * the page's remote (manifest, entry and page chunk) and the API calls the page declares, instead
 * of letting the page ask for them once it has loaded. A members-only page is left alone for a
 * visitor (the guard sends them to sign in).
 */
export async function prefetchRoute(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  await refreshRemotes();
  const appPath = location.pathname.startsWith(BASENAME) ? location.pathname.slice(BASENAME.length) || '/' : location.pathname;
  const route = findRemoteRoute(appPath);
  if (!route || route.refusal || (route.members && !selectIsLoggedIn(useAuthStore.getState()))) return;
  warmRemote(route.remote, route.module);
  const search = new URLSearchParams(location.search);
  for (const data of route.data ?? []) prefetchPageData(data.url, dataParams(data, search));
}
