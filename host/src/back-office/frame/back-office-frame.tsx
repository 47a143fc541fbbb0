import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useRoutes } from 'react-router-dom';
import type { BackOfficeRoute, Purview } from '@shop/contract';
import { ADMIN_HOME_PATH, LoadFailed, pageTitle, useSettingsStore, useStaffStore, Watermark } from '@shop/shared';
import { useRemoteRoutes } from '../../remotes/remote-routes';
import { usePurview } from '../api/get-purview';
import '../../i18n/back-office-messages';
import { BACK_OFFICE_BASE, buildBackOfficeRoutes } from './back-office-routes';
import { ContentSkeleton } from './content-skeleton';
import { FrameHeader } from './frame-header';
import { SidebarSkeleton } from './frame-skeleton';
import { breadcrumbsOf, firstPermittedPage, routeAt, spotOf, titleLanguage } from './purview-trail';
import { usePurviewState } from './purview-state';
import { Sidebar } from './sidebar';
import { useWatermarkText } from './use-watermark-text';

/** The page purview/index routes the path to, or "no permission". */
function BackOfficeContent({ routes, firstPage }: { routes: BackOfficeRoute[]; firstPage: BackOfficeRoute | undefined }) {
  const remotes = useRemoteRoutes((state) => state.remotes);
  const built = useMemo(() => buildBackOfficeRoutes(routes, remotes, firstPage), [routes, remotes, firstPage]);
  return useRoutes(built);
}

/** Where /admin leads: the dashboard, or the first page of a role that has none. */
function homeOf(purview: Purview): string {
  if (routeAt(purview.routes, ADMIN_HOME_PATH)) return ADMIN_HOME_PATH;
  return firstPermittedPage(purview)?.path ?? ADMIN_HOME_PATH;
}

/**
 * The back office (spec sections 4-6): sidebar, header with breadcrumbs, the page's title and the
 * page itself, all from purview/index, under the signed-in user's watermark. It lives outside the
 * shop's layout: no shop header, footer or floating box.
 */
export function BackOfficeFrame() {
  const { t, i18n } = useTranslation('backOffice');
  const { pathname } = useLocation();
  const purview = usePurview();
  const settings = useSettingsStore((s) => s.settings);
  const username = useStaffStore((s) => s.user?.username);
  const signedIn = useStaffStore((s) => Boolean(s.token));
  const activeIndex = usePurviewState((s) => s.activeIndex);
  const setActiveIndex = usePurviewState((s) => s.setActiveIndex);
  const watermark = useWatermarkText(username);

  const data = purview.data;
  const language = titleLanguage(i18n.language);
  // Status 0 closes the back office to this user: no page is routed.
  const routes = useMemo(() => (data?.status === 1 ? data.routes : []), [data]);
  const route = routeAt(routes, pathname);
  const spot = data ? spotOf(data.sidebar, route) : undefined;
  const firstPage = useMemo(() => (data ? firstPermittedPage({ sidebar: data.sidebar, routes }) : undefined), [data, routes]);
  const title = data ? (route?.title[language] ?? t('noPermission.title')) : undefined;
  const breadcrumbs = data && route ? breadcrumbsOf(data, route, language) : title ? [{ label: title }] : [];

  useEffect(() => setActiveIndex(spot?.index ?? null), [spot?.index, setActiveIndex]);
  useEffect(() => {
    document.title = pageTitle(title ?? t('name'), settings);
  }, [title, settings, t]);

  if (data && pathname.replace(/\/+$/, '') === BACK_OFFICE_BASE) return <Navigate to={homeOf(data)} replace />;

  return (
    <div className="flex h-screen overflow-hidden bg-slate-50 text-slate-700">
      <aside className="flex w-56 shrink-0 flex-col overflow-y-auto bg-slate-900">
        <Link to={BACK_OFFICE_BASE} className="flex h-12 shrink-0 items-center gap-2 border-b border-slate-800 px-4 text-white">
          <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-rose-500" />
          <span className="min-w-0 leading-tight">
            <span className="block truncate text-sm font-semibold">{settings?.title ?? t('name')}</span>
            {settings?.title && <span className="block text-[11px] text-slate-400">{t('name')}</span>}
          </span>
        </Link>
        {data ? <Sidebar sidebar={data.sidebar} activeIndex={activeIndex} /> : <SidebarSkeleton />}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <FrameHeader breadcrumbs={breadcrumbs} />
        <main id="main" tabIndex={-1} aria-busy={purview.isPending} className="flex-1 overflow-y-auto p-4 outline-none">
          {purview.isError && !data ? (
            <LoadFailed onRetry={() => void purview.refetch()} />
          ) : data && signedIn ? (
            <>
              <h1 className="mb-3 text-lg font-semibold text-slate-800">{title}</h1>
              {/* Once signed out no page stays mounted: one would ask the server again without a token. */}
              <BackOfficeContent routes={routes} firstPage={firstPage} />
            </>
          ) : (
            <ContentSkeleton />
          )}
        </main>
      </div>
      {watermark && <Watermark text={watermark} />}
    </div>
  );
}
