// Renders a remote page as the shell would (router, toasts) with a probe showing where it went.
import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createQueryClient, Toaster } from '../src/index';

/** Where the page is or sent us, shown so a test can read it, and a way back through history. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="location">{pathname + search}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

interface RenderPageOptions {
  /** The route the page is mounted at, e.g. /goods/index. */
  path: string;
  /** The URL opened; defaults to the route. */
  url?: string;
}

/** A client like the site's, but fresh for every test and without retries (a failure shows at once). */
export function createTestQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Renders a page as the shell would (query client, router, toasts) with the location probe beside it. */
export function renderPage(Page: ComponentType, { path, url = path }: RenderPageOptions) {
  const user = userEvent.setup();
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}

