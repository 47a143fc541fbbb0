import { useSearchParams } from 'react-router-dom';
import { findRemoteRoute } from '../app/route-table';
import { RemotePage } from '../remotes/remote-page';
import { ErrorPage } from './error-page';

/**
 * /webview/index?path=/page/view?id=1 renders one in-site page without the shell's chrome, for
 * embedding in an app's web view. Only routes of this site can be shown.
 */
export function WebviewPage() {
  const [params] = useSearchParams();
  const route = findRemoteRoute(params.get('path') ?? '');
  if (!route) return <ErrorPage />;
  return <RemotePage remote={route.remote} module={route.module} />;
}
