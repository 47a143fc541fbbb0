import type { PointerEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { ASSET_BASE, FooterBlock, NavigationBlock, SearchBlock, TopBlock, useChromeStore } from '@shop/shared';
import { findRemoteRoute } from '../app/route-table';
import { warmRemote } from '../remotes/remote-registry';
import { FloatingBox } from './floating-box';
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
 * whose design brings its own top bar, search, navigation or footer (the home page) takes that
 * block over while it is shown.
 */
export function Layout() {
  const layout = useLayoutData();
  const ownedByPage = useChromeStore((s) => s.ownedByPage);
  const shows = (block: 'top' | 'search' | 'navigation' | 'footer') => !ownedByPage.includes(block);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50" onPointerOver={preloadOnHover}>
      <header>
        {shows('top') && <TopBlock value={layout?.top?.value} />}
        {shows('search') && (
          <div className="bg-white">
            <SearchBlock value={layout?.search?.value} />
          </div>
        )}
        {shows('navigation') && <NavigationBlock value={layout?.navigation?.value} />}
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      {shows('footer') && <FooterBlock value={layout?.footer?.value} />}
      <FloatingBox />
    </div>
  );
}
