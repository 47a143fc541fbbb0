import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ACTIVITY_TYPES, type ActivityType } from '@shop/contract';
import { Breadcrumbs, activityListPath, type BreadcrumbItem } from '@shop/shared';

interface ActivityFrameProps {
  type: ActivityType;
  /**
   * On an activity's own page: the product's name, last in the breadcrumbs. The frame then shows
   * no heading of its own: the page's first heading is the product's.
   */
  current?: string;
  /** The list page's heading; the type's name by default. */
  title?: string;
  /** Beside the heading of a list page, e.g. the member's points. */
  headingExtra?: ReactNode;
  children: ReactNode;
}

/** Every activity page: Home › type (› product), the five promotions as tabs, the heading, then the page. */
export function ActivityFrame({ type, current, title, headingExtra, children }: ActivityFrameProps) {
  const { t } = useTranslation('activities');
  const typeName = t(`common.types.${type}`);
  const items: BreadcrumbItem[] = [{ label: t('common.home'), to: '/index' }, current ? { label: typeName, to: activityListPath(type) } : { label: typeName }];
  if (current) items.push({ label: current });
  return (
    <div className="mx-auto w-[1200px] py-4">
      <Breadcrumbs items={items} className="mb-3" />
      <nav aria-label={t('common.nav')} className="mb-4 rounded-lg bg-white">
        <ul className="flex">
          {ACTIVITY_TYPES.map((each) => {
            const isCurrent = each === type;
            return (
              <li key={each}>
                <Link
                  to={activityListPath(each)}
                  // The type's list is the page itself on a list page, the section the page belongs to on an activity's page.
                  aria-current={isCurrent ? (current ? 'true' : 'page') : undefined}
                  className={`-mb-px flex h-12 items-center border-b-2 px-6 text-sm transition-colors ${isCurrent ? 'border-rose-600 font-semibold text-rose-600' : 'border-transparent text-slate-700 hover:text-rose-600'}`}
                >
                  {t(`common.types.${each}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {!current && (
        <div className="mb-4 flex items-center justify-between">
          <h1 className="text-xl font-semibold text-slate-900">{title ?? typeName}</h1>
          {headingExtra}
        </div>
      )}
      {children}
    </div>
  );
}
