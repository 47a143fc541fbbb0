import { startRemoteReads } from './remotes/api/early-reads';

// Served with the shell: the registry sits at the public path the shell is served from.
declare const __webpack_public_path__: string;

startRemoteReads(`${__webpack_public_path__}remotes.json`);
// The async boundary lets federation negotiate the shared singletons before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
