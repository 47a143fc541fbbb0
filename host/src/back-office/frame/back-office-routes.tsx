import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { BackOfficeRoute } from '@shop/contract';
import { RemotePage } from '../../remotes/remote-page';
import type { RemoteStatus } from '../../remotes/remote-routes';
import { RemoteUnavailable } from '../../remotes/remote-unavailable';
import { ContentSkeleton } from './content-skeleton';
import { HOST_PAGES } from './host-pages';
import { NoPermission } from './no-permission';

/** Where the frame is mounted; purview/index names its pages by their full path. */
export const BACK_OFFICE_BASE = '/admin';

// A remote missing from the registry still gets a page: loading it fails into the unavailable panel.
const UNPUBLISHED = 'unpublished';

function pageOf(route: BackOfficeRoute, remotes: Record<string, RemoteStatus>) {
  if (route.remote === 'host') {
    const Page = HOST_PAGES[route.module];
    if (!Page) return <RemoteUnavailable />;
    return (
      <Suspense fallback={<ContentSkeleton />}>
        <Page />
      </Suspense>
    );
  }
  const status = remotes[route.remote];
  const remoteRoute = { remote: route.remote, module: route.module, build: status?.published?.build ?? UNPUBLISHED, refusal: status?.refusal ?? null };
  return <RemotePage key={route.path} route={remoteRoute} fallback={<ContentSkeleton />} />;
}

/**
 * The back office's routes, built at run time from purview/index (spec section 6): each page the
 * user may open, rendered by the remote and module it names (or the host's own page), and every
 * other path under the frame answered with "no permission", never with a page.
 */
export function buildBackOfficeRoutes(routes: BackOfficeRoute[], remotes: Record<string, RemoteStatus>, firstPage: BackOfficeRoute | undefined): RouteObject[] {
  return [
    ...routes
      .filter((route) => route.path.startsWith(`${BACK_OFFICE_BASE}/`))
      .map((route) => ({ path: route.path.slice(BACK_OFFICE_BASE.length + 1), element: pageOf(route, remotes) })),
    { path: '*', element: <NoPermission firstPage={firstPage} /> },
  ];
}
