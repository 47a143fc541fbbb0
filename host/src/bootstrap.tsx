import { i18n, mountRouter } from '@shop/shared';
import './i18n/shell-messages';
import './styles.css';
import { prefetchRoute } from './app/prefetch-route';
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
  // Before the router: its first loader then shares this read of the remotes' pages.
  void prefetchRoute(window.location);
  prefetchLayout();
  mountRouter(document.getElementById('root')!, createRouter());
}

start();
