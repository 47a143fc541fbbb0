import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../pages/error-page';
import { RemotePage } from '../remotes/remote-page';
import { findRemoteRoute, refreshRemotes, someRemoteUnpublished, useRemoteRoutes } from '../remotes/remote-routes';
import { RemoteRetryContext, RemoteUnavailable } from '../remotes/remote-unavailable';

const readPagesAgain = () => void refreshRemotes();

/**
 * Every path the shell does not own: the page a remote publishes for it, else the error page. While
 * a remote could not say which pages it has, an unknown path may be one of them: the panel with
 * retry is shown instead of the error page.
 */
export function RemoteRoutePage() {
  const { pathname } = useLocation();
  const remotes = useRemoteRoutes((state) => state.remotes);
  const route = findRemoteRoute(pathname, remotes);
  if (route) return <RemotePage key={route.path} route={route} />;
  if (!someRemoteUnpublished(remotes)) return <ErrorPage />;
  return (
    <RemoteRetryContext.Provider value={readPagesAgain}>
      <RemoteUnavailable />
    </RemoteRetryContext.Provider>
  );
}
