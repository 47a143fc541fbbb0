import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ucenterMenu } from '../ucenter-menu';

export function UcenterSideMenu() {
  const { t } = useTranslation('ucenter');
  return (
    <nav aria-label={t('menu.label')} className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <p className="bg-rose-600 px-5 py-3 text-sm font-medium text-white">{t('menu.title')}</p>
      <ul className="py-2">
        {ucenterMenu.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end
              className={({ isActive }) =>
                `block border-l-2 px-5 py-2.5 text-sm transition-colors ${
                  isActive ? 'border-rose-600 bg-rose-50 font-medium text-rose-600' : 'border-transparent text-slate-600 hover:text-rose-600'
                }`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
