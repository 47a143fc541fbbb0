import type { MouseEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ASSET_BASE, FooterBlock, NavigationBlock, SearchBlock, TopBlock, useChromeStore } from '@shop/shared';
import { findRemoteRoute, warmRemote } from '../remotes/remote-routes';
import { FloatingBox } from './floating-box';
import { useNavigationWithRemoteEntries } from './use-navigation-with-remote-entries';
import { useLayout } from './api/get-layout';
import { useCartCount } from './api/use-cart-count';

/** Warms the remote behind a link as soon as the pointer is over it. */
function preloadOnHover(event: PointerEvent<HTMLDivElement>) {
  const anchor = (event.target as Element).closest?.('a[href]');
  const href = anchor?.getAttribute('href');
  if (!href || !href.startsWith(ASSET_BASE)) return;
  const route = findRemoteRoute(href.slice(ASSET_BASE.length - 1));
  if (route) warmRemote(route.remote);
}

/** Moves focus past the header to the page itself, without a #main entry in the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * The shared layout: it depends on no remote, so it renders even when every remote is down. A page
 * whose design brings its own top bar, search, navigation or footer (the home page) restyles them
 * here, in place.
 */
export function Layout() {
  const { t } = useTranslation('shell');
  const layout = useLayout();
  useCartCount();
  const overrides = useChromeStore((s) => s.overrides);
  const navigation = useNavigationWithRemoteEntries(overrides.navigation ?? layout?.navigation?.value);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" onPointerOver={preloadOnHover}>
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only z-[3100] rounded-md bg-white px-4 py-2 text-sm font-medium text-rose-800 underline shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <header>
        <TopBlock value={overrides.top ?? layout?.top?.value} />
        <SearchBlock value={overrides.search ?? layout?.search?.value} />
        <NavigationBlock value={navigation} />
      </header>
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <Outlet />
      </main>
      <FooterBlock value={overrides.footer ?? layout?.footer?.value} />
      <FloatingBox />
    </div>
  );
}
