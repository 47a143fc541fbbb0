import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { backOfficeOnly } from '../back-office/back-office-only';
import { Layout } from '../layout/layout';
import { PageSkeleton } from '../layout/page-skeleton';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { WebviewPage } from '../pages/webview-page';
import { refreshRemotes } from '../remotes/remote-routes';
import { membersOnlyRedirect } from './members-guard';
import { RemoteRoutePage } from './remote-route-page';
import { Root } from './root';
import { settingsGuard } from './settings-guard';

export const BASENAME = '/home';

/**
 * Before every navigation: the site settings (spec section 7) and the remotes' published pages,
 * side by side; then the members-only rule of the page being entered.
 */
async function beforeNavigation({ request }: LoaderFunctionArgs) {
  const [settings] = await Promise.all([settingsGuard({ request }), refreshRemotes()]);
  const url = new URL(request.url);
  const appPath = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || '/' : url.pathname;
  const guard = membersOnlyRedirect(appPath, url.search);
  if (guard) throw guard;
  return settings;
}

/**
 * The shell owns only its own pages, the spec's fixed redirects and the back office's frame (whose
 * pages purview/index names at run time); every other path is rendered from the pages the remotes
 * publish at run time (remote-route-page.tsx). The back office is loaded on first use, so the shop
 * carries none of it.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    // The guard runs before every navigation, not only when params change.
    loader: beforeNavigation,
    shouldRevalidate: () => true,
    HydrateFallback: PageSkeleton,
    errorElement: <ErrorPage />,
    children: [
      { path: 'webview/index/*', element: <WebviewPage />, handle: { title: 'titles.webview' } },
      {
        path: 'admin/login',
        handle: { backOffice: true },
        lazy: async () => ({ Component: (await import('../back-office/login/admin-login-page')).AdminLoginPage }),
      },
      {
        // Outside the shop's layout: the back office has its own frame.
        path: 'admin/*',
        handle: { backOffice: true },
        loader: backOfficeOnly,
        lazy: async () => ({ Component: (await import('../back-office/frame/back-office-frame')).BackOfficeFrame }),
      },
      {
        element: <Layout />,
        children: [
          // Inside the layout, so that passing through / does not mount the layout twice.
          { index: true, element: <Navigate to="/index" replace /> },
          { path: '404', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
          { path: 'public/404', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
          { path: 'error', element: <ErrorPage />, handle: { title: 'titles.error' } },
          { path: '*', element: <RemoteRoutePage />, handle: { remote: true } },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
