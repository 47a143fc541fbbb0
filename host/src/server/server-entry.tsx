// The host's server build (ADR 0039): the site's server loads it from the host's ssr-manifest.json
// and renders public pages with it; remotes' server builds get their singletons from it.
import '../i18n/shell-messages';

export { renderPage, type RenderAnswer, type RenderRequest } from './render-page';
export { serverSingletons } from './server-singletons';
export { findRemoteRoute } from '../remotes/remote-routes';
export { SERVER_STATE_ID } from '../app/server-state';
export { readRemotes } from './read-remotes';
export { provideSanitizer } from '@shop/shared';
