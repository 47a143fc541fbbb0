import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ucenterMenu, type UcenterMenuItem } from '../lib/ucenter-menu';

const isCurrent = (item: UcenterMenuItem, pathname: string) =>
  pathname === item.path ||
  Boolean(item.section && pathname.startsWith(item.section) && !ucenterMenu.some((other) => other.path === pathname));

export function UcenterSideMenu() {
  const { t } = useTranslation('ucenter');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.label')} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <p className="bg-rose-600 px-5 py-3 text-sm font-medium text-white">{t('menu.title')}</p>
      <ul className="py-2">
        {ucenterMenu.map((item) => {
          const current = isCurrent(item, pathname);
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                aria-current={current ? 'page' : undefined}
                className={`block border-l-2 px-5 py-2.5 text-sm transition-colors ${
                  current ? 'border-rose-600 bg-rose-50 font-medium text-rose-700' : 'border-transparent text-slate-600 hover:text-rose-600'
                }`}
              >
                {t(item.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
