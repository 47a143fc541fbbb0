import { startRemoteReads } from './remotes/api/early-reads';
import { SERVER_STATE_ID } from './app/server-state';

// Served with the shell: the registry sits at the public path the shell is served from.
declare const __webpack_public_path__: string;

// A page the server rendered carries the registry and the remotes' pages it was rendered with.
if (!document.getElementById(SERVER_STATE_ID)) startRemoteReads(`${__webpack_public_path__}remotes.json`);
// The async boundary lets federation negotiate the shared singletons before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
