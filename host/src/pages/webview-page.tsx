import { useLocation, useRoutes } from 'react-router-dom';
import { RemotePage } from '../remotes/remote-page';
import { findRemoteRoute, useRemoteRoutes } from '../remotes/remote-routes';
import { ErrorPage } from './error-page';

/** Where a same-site path is resolved to tell it from one that leaves the site. */
const SITE = 'http://site.invalid';

/**
 * The in-site page `?path=` names, as a path and its query, or null for anything else (another
 * origin, a `javascript:` URL, a protocol-relative `//host`). The inner query may come encoded
 * (`path=/goods/view%3Fid%3D5`) or as it is typed (`path=/goods/view?id=5&sku_id=2`, where every
 * parameter after the first belongs to the inner page).
 */
export function innerPage(search: string): { pathname: string; search: string } | null {
  const params = new URLSearchParams(search);
  const path = params.get('path');
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const inner = new URL(path, SITE);
  if (inner.origin !== SITE) return null;
  params.delete('path');
  params.forEach((value, key) => inner.searchParams.append(key, value));
  return { pathname: inner.pathname, search: inner.search };
}

/**
 * /webview/index?path=/page/view?id=1 renders one in-site page without the shell's chrome, for
 * embedding in an app's web view. Only pages that a remote publishes can be shown. The page reads
 * the inner path's query as its own: it is rendered at this address with that query.
 */
export function WebviewPage() {
  const location = useLocation();
  const remotes = useRemoteRoutes((state) => state.remotes);
  const inner = innerPage(location.search);
  // The route matches below /webview/index too, so that the page can be rendered at its address with
  // the inner query; anything below it is no page.
  const exact = /^\/webview\/index\/?$/.test(location.pathname);
  const route = inner && exact ? findRemoteRoute(inner.pathname, remotes) : undefined;
  const page = useRoutes([{ path: '*', element: route ? <RemotePage route={route} /> : null }], { ...location, search: inner?.search ?? '' });
  return route ? page : <ErrorPage />;
}
