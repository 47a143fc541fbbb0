import { useSearchParams } from 'react-router-dom';
import { RemotePage } from '../remotes/remote-page';
import { findRemoteRoute, useRemoteRoutes } from '../remotes/remote-routes';
import { ErrorPage } from './error-page';

/**
 * /webview/index?path=/page/view?id=1 renders one in-site page without the shell's chrome, for
 * embedding in an app's web view. Only pages that a remote publishes can be shown.
 */
export function WebviewPage() {
  const [params] = useSearchParams();
  const remotes = useRemoteRoutes((state) => state.remotes);
  const route = findRemoteRoute(params.get('path') ?? '', remotes);
  if (!route) return <ErrorPage />;
  return <RemotePage route={route} />;
}
