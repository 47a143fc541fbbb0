import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@shop/shared';

/** Wherever the page sent us, shown so a test can read it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

interface RenderPageOptions {
  /** The route the page is mounted at, e.g. /user/login. */
  path: string;
  /** The URL opened; defaults to the route. */
  url?: string;
  /** Set when the test uses jest's fake timers. */
  fakeTimers?: boolean;
  /** Also shows the URL while the page stays (a page that keeps its state in the query). */
  showUrl?: boolean;
}

/** The current URL, whichever route shows. */
function UrlProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="url">{pathname + search}</p>;
}

/** Renders a page as the shell would (router, toasts); any other path shows the location probe. */
export function renderPage(Page: ComponentType, { path, url = path, fakeTimers = false, showUrl = false }: RenderPageOptions) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      {showUrl && <UrlProbe />}
      <Toaster />
    </MemoryRouter>,
  );
  return { user, ...view };
}
