import type { PointerEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { ASSET_BASE, FooterBlock, NavigationBlock, SearchBlock, TopBlock, useChromeStore } from '@shop/shared';
import { findRemoteRoute, warmRemote } from '../remotes/remote-routes';
import { FloatingBox } from './floating-box';
import { useNavigationWithRemoteEntries } from './use-navigation-with-remote-entries';
import { useLayoutData } from './use-layout-data';

/** Warms the remote behind a link as soon as the pointer is over it. */
function preloadOnHover(event: PointerEvent<HTMLDivElement>) {
  const anchor = (event.target as Element).closest?.('a[href]');
  const href = anchor?.getAttribute('href');
  if (!href || !href.startsWith(ASSET_BASE)) return;
  const route = findRemoteRoute(href.slice(ASSET_BASE.length - 1));
  if (route) warmRemote(route.remote);
}

/**
 * The shared layout: it depends on no remote, so it renders even when every remote is down. A page
 * whose design brings its own top bar, search, navigation or footer (the home page) restyles them
 * here, in place.
 */
export function Layout() {
  const layout = useLayoutData();
  const overrides = useChromeStore((s) => s.overrides);
  const navigation = useNavigationWithRemoteEntries(overrides.navigation ?? layout?.navigation?.value);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" onPointerOver={preloadOnHover}>
      <header>
        <TopBlock value={overrides.top ?? layout?.top?.value} />
        <SearchBlock value={overrides.search ?? layout?.search?.value} />
        <NavigationBlock value={navigation} />
      </header>
      <main className="min-h-screen flex-1">
        <Outlet />
      </main>
      <FooterBlock value={overrides.footer ?? layout?.footer?.value} />
      <FloatingBox />
    </div>
  );
}
