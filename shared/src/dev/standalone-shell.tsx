import type { ComponentType } from 'react';
import { createBrowserRouter, Link, Outlet } from 'react-router-dom';
import { setNavigator } from '../http/navigation';
import { mountRouter } from '../routing/mount-router';
import { Toaster } from '../ui/toaster';

export interface StandalonePage {
  path: string;
  Page: ComponentType;
}

function DevFrame({ pages }: { pages: StandalonePage[] }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <nav aria-label="Standalone pages" className="flex flex-wrap gap-4 border-b bg-white px-6 py-3 text-sm">
        {pages.map(({ path }) => (
          <Link key={path} to={path} className="text-rose-600 hover:underline">
            {path}
          </Link>
        ))}
      </nav>
      <Outlet />
      <Toaster />
    </div>
  );
}

/**
 * Mounts a remote's pages in a minimal shell so a feature team can run the remote alone in
 * development (`pnpm dev` in the remote, API proxied to the local server).
 */
export function mountStandalone(pages: StandalonePage[], element: HTMLElement | null = document.getElementById('root')): void {
  if (!element) return;
  const router = createBrowserRouter([
    { path: '/', element: <DevFrame pages={pages} />, children: pages.map(({ path, Page }) => ({ path: path.slice(1), element: <Page /> })) },
  ]);
  setNavigator((path, options) => router.navigate(path, options));
  mountRouter(element, router);
}
