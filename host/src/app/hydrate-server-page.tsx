import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n, queryClient, selectIsLoggedIn, useAuthStore, useSettingsStore } from '@shop/shared';
import { adoptServerRemotes } from '../remotes/remote-routes';
import { isMobileUserAgent } from './mobile-redirect';
import { BASENAME, routes } from './router';
import type { ServerState } from './server-state';
import { startStoreWith } from './start-store-with';

/**
 * The server rendered what a visitor sees in one language: a member, or a browser set to the other
 * language, renders the page afresh instead (its first paint is still the server's).
 */
export function canHydrate(state: ServerState): boolean {
  return state.language === i18n.language && !selectIsLoggedIn(useAuthStore.getState());
}

/**
 * Makes the server's page live (ADR 0039): the stores, the query cache and the router start from
 * what the server read, so the first render is the server's markup and nothing it held is asked
 * for again. The page's remote hydrates when its code arrives (its Suspense keeps the markup).
 */
export function hydrateServerPage(element: HTMLElement, state: ServerState): void {
  adoptServerRemotes(state.remotes);
  startStoreWith(useSettingsStore, { settings: state.settings });
  const mobileSite = state.settings?.mobile_url;
  if (mobileSite && isMobileUserAgent(navigator.userAgent)) {
    window.location.replace(mobileSite);
    return;
  }
  hydrate(queryClient, state.queries);
  const router = createBrowserRouter(routes, { basename: BASENAME, hydrationData: { loaderData: state.router.loaderData } });
  hydrateRoot(
    element,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
    {
      onRecoverableError: (error, { componentStack }) => {
        // The server left the page's part to the browser (its remote was not to be had in time).
        if (state.page === null) return;
        console.error('The server-rendered page could not be hydrated as it was', error, componentStack);
      },
    },
  );
}
