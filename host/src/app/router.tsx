import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/layout';
import { PageSkeleton } from '../layout/page-skeleton';
import { ErrorPage } from '../pages/error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { WebviewPage } from '../pages/webview-page';
import { RemotePage } from '../remotes/remote-page';
import { Root } from './root';
import { remoteRoutes } from './route-table';
import { settingsGuard } from './settings-guard';

export const BASENAME = '/home';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    // The settings guard runs before every navigation, not only when params change.
    loader: settingsGuard,
    shouldRevalidate: () => true,
    HydrateFallback: PageSkeleton,
    errorElement: <ErrorPage />,
    children: [
      { path: 'webview/index', element: <WebviewPage />, handle: { title: 'titles.webview' } },
      {
        element: <Layout />,
        children: [
          // Inside the layout, so that passing through / does not mount the layout twice.
          { index: true, element: <Navigate to="/index" replace /> },
          ...remoteRoutes.map((route) => ({
            path: route.path.slice(1),
            element: <RemotePage remote={route.remote} module={route.module} />,
            handle: { title: route.title, home: route.home },
          })),
          { path: '404', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
          { path: 'public/404', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
          { path: 'error', element: <ErrorPage />, handle: { title: 'titles.error' } },
          { path: '*', element: <ErrorPage />, handle: { title: 'titles.error' } },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}
