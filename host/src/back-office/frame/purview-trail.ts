import type { BackOfficeRoute, MenuEntry, Purview } from '@shop/contract';
import type { BreadcrumbItem } from '@shop/shared';

export type TitleLanguage = 'zh-cn' | 'en-us';

export const titleLanguage = (language: string): TitleLanguage => (language === 'zh-cn' ? 'zh-cn' : 'en-us');

const normalise = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The route of purview/index that renders `pathname`, if the user may open it. */
export function routeAt(routes: BackOfficeRoute[], pathname: string): BackOfficeRoute | undefined {
  const path = normalise(pathname);
  return routes.find((route) => route.path === path);
}

interface SidebarSpot {
  index: string;
  entry: MenuEntry;
  group: MenuEntry | null;
}

/** Every page entry of the sidebar with its index (`2` at the top level, `1-0` inside the second group). */
export function sidebarSpots(sidebar: MenuEntry[]): SidebarSpot[] {
  return sidebar.flatMap((entry, i): SidebarSpot[] =>
    entry.children.length > 0
      ? entry.children.map((child, j) => ({ index: `${i}-${j}`, entry: child, group: entry }))
      : [{ index: String(i), entry, group: null }],
  );
}

/** The sidebar entry a route lights up: its own, or its parent's for a detail page. */
export function spotOf(sidebar: MenuEntry[], route: BackOfficeRoute | undefined): SidebarSpot | undefined {
  if (!route) return undefined;
  const spots = sidebarSpots(sidebar);
  return spots.find((spot) => spot.entry.path === route.path) ?? spots.find((spot) => spot.entry.path === route.parent);
}

/** Group › page › detail, in the current language; every level but the last links to its page. */
export function breadcrumbsOf(purview: Pick<Purview, 'sidebar' | 'routes'>, route: BackOfficeRoute, language: TitleLanguage): BreadcrumbItem[] {
  const group = spotOf(purview.sidebar, route)?.group;
  const parent = route.parent ? purview.routes.find((candidate) => candidate.path === route.parent) : undefined;
  return [
    ...(group ? [{ label: group.title }] : []),
    ...(parent ? [{ label: parent.title[language], to: parent.path }] : []),
    { label: route.title[language] },
  ];
}

/** The first page the sidebar offers: where "no permission" sends the user, and where the back office starts for a role without the dashboard. */
export function firstPermittedPage(purview: Pick<Purview, 'sidebar' | 'routes'>): BackOfficeRoute | undefined {
  const first = sidebarSpots(purview.sidebar)[0];
  return first ? routeAt(purview.routes, first.entry.path) : purview.routes.find((route) => !route.parent);
}
