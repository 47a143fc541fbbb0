import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { WALLET_PATH, loginPathFor } from '@shop/shared';
import { formatPoints } from '../lib/format-points';

/**
 * The head of the points mall: the member's points with a link to their points log, or for a
 * visitor an invitation to sign in; and the rules of an exchange in one line.
 */
export function PointsBanner({ memberPoints }: { memberPoints: number | null }) {
  const { t } = useTranslation('activities');
  const { pathname, search } = useLocation();
  return (
    <section aria-label={t('point.banner.label')} className="mb-4 flex items-center gap-6 rounded-lg bg-gradient-to-r from-rose-600 to-rose-500 px-6 py-4 text-white">
      {memberPoints === null ? (
        <p className="flex items-center gap-4 text-sm">
          {t('point.banner.visitor')}
          <Link to={loginPathFor(pathname + search)} className="rounded-md bg-white px-4 py-1.5 font-medium text-rose-700 hover:bg-rose-50">
            {t('point.banner.signIn')}
          </Link>
        </p>
      ) : (
        <>
          <p className="flex items-baseline gap-3">
            <span className="text-sm text-rose-100">{t('point.banner.label')}</span>
            <span data-testid="member-points" className="text-3xl font-bold">
              {t('point.banner.points', { count: memberPoints, formatted: formatPoints(memberPoints) })}
            </span>
          </p>
          <Link to={WALLET_PATH} className="text-sm text-white underline-offset-4 hover:underline">
            {t('point.banner.log')} ›
          </Link>
        </>
      )}
      <p className="ml-auto max-w-md text-right text-xs text-rose-100">{t('point.banner.rules')}</p>
    </section>
  );
}
