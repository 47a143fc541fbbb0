import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { i18n, useSettingsStore, type Language, type SiteSettings } from '@shop/shared';
import { getSiteSettings } from '../app/api/get-site-settings';
import { startStoreWith } from '../app/start-store-with';
import { BASENAME, routes } from '../app/router';
import type { ServerState } from '../app/server-state';
import { leavePageToBrowser, providePage } from '../remotes/remote-page';
import { useRemoteRoutes, type RemoteStatus } from '../remotes/remote-routes';
import { installServerTransport, withRenderScope, type ApiReader, type RenderScope } from './api/server-transport';

export interface RenderRequest {
  /** The path and query asked for, under /home. */
  url: string;
  language: Language;
  remotes: Record<string, RemoteStatus>;
  /** The page's remote part: its component from the remote's server build, or null to leave it to the browser. */
  page: { remote: string; module: string; build: string; component: ComponentType | null } | null;
  api: ApiReader;
}

export type RenderAnswer =
  | { kind: 'page'; html: string; state: ServerState }
  /** The page sent the shopper elsewhere (a redirect of the shell, a 404 answer): the browser renders it. */
  | { kind: 'elsewhere'; location: string };

/** Rendering again while a render asked for data it did not have; past this the rest loads in the browser. */
const MAX_PASSES = 4;

// The server's copy of the route table: the settings the browser's guard reads before every
// navigation are read here once; the remotes' pages come with the request.
const serverRoutes: RouteObject[] = routes.map((route) => ({ ...route, loader: () => useSettingsStore.getState().settings, shouldRevalidate: undefined }));
const handler = createStaticHandler(serverRoutes, { basename: BASENAME });

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/** Queries a render asked for and nobody has fetched yet. */
function unfetched(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !tried.has(query.queryHash) && isEnabled(query));
}

/**
 * Renders one public page as a visitor sees it (ADR 0039). React renders synchronously, so the
 * process-wide state the shell keeps (language, route table, settings) is set right before each
 * pass and cannot leak into another request's pass. The data is read between passes: every query a
 * pass asked for is fetched, and the page rendered again, until nothing new is asked.
 */
export async function renderPage(request: RenderRequest): Promise<RenderAnswer> {
  installServerTransport();
  const scope: RenderScope = { api: request.api, language: request.language, redirectedTo: null };
  return withRenderScope(scope, async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } } });
    const settings = await readSettings();
    const prepare = () => {
      void i18n.changeLanguage(request.language);
      startStoreWith(useRemoteRoutes, { remotes: request.remotes });
      startStoreWith(useSettingsStore, { settings });
      const { page } = request;
      if (page) {
        const id = `${page.remote}/${page.module.replace(/^\.\//, '')}`;
        if (page.component) providePage(id, page.build, page.component);
        else leavePageToBrowser(id, page.build);
      }
    };

    prepare();
    const context = await handler.query(new Request(new URL(request.url, 'http://shop.invalid')));
    if (context instanceof Response) return { kind: 'elsewhere', location: context.headers.get('Location') ?? '/' };

    const tried = new Set<string>();
    let html = '';
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      prepare();
      const router = createStaticRouter(handler.dataRoutes, context);
      html = renderToString(
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>,
      );
      const queries = unfetched(client, tried);
      if (!queries.length || pass === MAX_PASSES) break;
      queries.forEach((query) => tried.add(query.queryHash));
      await Promise.allSettled(queries.map((query) => query.fetch()));
      if (scope.redirectedTo) return { kind: 'elsewhere', location: scope.redirectedTo };
    }

    const { page } = request;
    return {
      kind: 'page',
      html,
      state: {
        language: request.language,
        remotes: request.remotes,
        settings,
        queries: dehydrate(client),
        router: { loaderData: context.loaderData },
        page: page?.component ? { remote: page.remote, module: page.module, build: page.build } : null,
      },
    };
  });
}

async function readSettings(): Promise<SiteSettings | null> {
  try {
    const answer = await getSiteSettings();
    return answer.code === 1 && answer.data ? answer.data : null;
  } catch {
    return null;
  }
}
