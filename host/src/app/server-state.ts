import type { DehydratedState } from '@tanstack/react-query';
import type { Language, SiteSettings } from '@shop/shared';
import type { RemoteStatus } from '../remotes/remote-routes';

/**
 * Announced on the document each time a remote's page, or the panel shown in its place, has been
 * committed (hydrated, or rendered in the browser; remotes/announce-live.tsx): the app loader of a server-rendered page (shared/webpack/start-app-after-paint.js)
 * then gives the clicks it held to the live page.
 */
export const PAGE_LIVE = 'shop:page-live';

/** The id of the script element the server writes its state into. */
export const SERVER_STATE_ID = 'shop-ssr';

/**
 * What a server-rendered page hands the browser (ADR 0039): everything it read to render, so the
 * browser renders the same tree from it without asking again.
 */
export interface ServerState {
  language: Language;
  /** The remotes' pages as the server knew them (the shell's route table). */
  remotes: Record<string, RemoteStatus>;
  settings: SiteSettings | null;
  /** The query cache's answers (TanStack Query `dehydrate`). */
  queries: DehydratedState;
  /** The router's loader data, so the browser's router starts without running its loaders. */
  router: { loaderData: Record<string, unknown> };
  /** The page's remote part, or null when the server left it to the browser. */
  page: { remote: string; module: string; build: string } | null;
}

/** The state the server wrote into the page, when it rendered it. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
