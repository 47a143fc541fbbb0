import { i18n, mountRouter } from '@shop/shared';
import './i18n/shell-messages';
import './styles.css';
import { prefetchRoute } from './app/prefetch-route';
import { canHydrate, hydrateServerPage } from './app/hydrate-server-page';
import { readServerState } from './app/server-state';
import { createRouter } from './app/router';
import { adoptOauthCookie, refreshMember } from './app/session-bootstrap';
import { prefetchLayout } from './layout/api/get-layout';
import { provideRemoteFallback } from './remotes/remote-fallback-plugin';
import { RemoteUnavailable } from './remotes/remote-unavailable';

function start() {
  document.documentElement.lang = i18n.language;
  provideRemoteFallback(RemoteUnavailable);
  adoptOauthCookie();
  void refreshMember();
  const root = document.getElementById('root')!;
  const server = readServerState();
  if (server && canHydrate(server)) {
    hydrateServerPage(root, server);
    return;
  }
  // Before the router: its first loader then shares this read of the remotes' pages.
  void prefetchRoute(window.location);
  prefetchLayout();
  mountRouter(root, createRouter());
}

start();
